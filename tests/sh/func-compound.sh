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
