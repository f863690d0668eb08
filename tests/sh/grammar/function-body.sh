# function bodies: any compound command, and redirections done at each
# call

# a function body is any compound command, with its own redirections
f1() ( echo subshell-body; x=inner )
x=outer; f1; echo $x
f2() if true; then echo if-body; fi
f2
f3() for i in a b; do echo "for $i"; done
f3
f4() case $1 in a) echo case-a ;; *) echo case-other ;; esac
f4 a; f4 b
f5() while [ $# -gt 0 ]; do echo "arg $1"; shift; done
f5 p q
f6() { echo to-file; } > out
f6; f6; cat out
f7() { echo "$1"; } >> out
f7 appended; cat out
f8() { cat; } < out
f8 | wc -l
f9() { echo err >&2; } 2>/dev/null
f9
f10()
{
	echo brace-on-next-line
}
f10
f11() { echo "level $1"; [ $1 -lt 3 ] && f11 $(($1 + 1)); }
f11 1
rm out

# redirections on a function definition are done each time it is called,
# with the words expanded at call time
f() { echo "to $target"; } > "$target"
target=one; f
target=two; f
cat one two
g() { cat; } <<E
here-doc read again: $x
E
x=first; g
x=second; g
h() { echo out; echo err >&2; } 2>&1
h 2>/dev/null | sed 's/^/piped: /'
k() { echo "appended $1"; } >> log
k 1; k 2; cat log
m() { echo "m $1"; } 3>&1 >/dev/null >&3
m visible
n() { echo "body"; } > outer
n > /dev/null; echo "outer has: $(cat outer)"
p() ( echo "subshell body"; exit 3 ) > sub
p; echo "status $?"; cat sub
q() if true; then echo "if body"; fi 2>/dev/null
q
rm one two log outer sub
