# for loops: every form, word lists, "$@", changing the parameters
# inside

# for: word lists, no "in" means "$@", empty lists, break/continue levels
for i in a b c; do echo $i; done
for i in; do echo never; done
set -- "x y" z
for i; do echo "[$i]"; done
for i
do echo "<$i>"
done
for i in "$@"; do echo "($i)"; done
for i in $(echo 1 2 3); do echo $i; done
for i in 1 2 3; do
	[ $i = 2 ] && continue
	echo $i
done
for i in 1 2 3; do for j in a b c; do
	[ $j = b ] && continue 2
	[ $i = 3 ] && break 2
	echo $i$j
done; done
echo "last: $i"
x=
for i in $x; do echo never; done
echo "status $?"
for i in 1 2; do :; done; echo "status $?"
for i in a b; do false; done; echo "status $?"
v='p q'
for i in $v "$v"; do echo "{$i}"; done
for i in 1; do echo $i; done | cat

# every form of for: with and without "in", newlines, empty lists, globs
set -- p 'q r'
for i do echo "do-form [$i]"; done
for i; do echo "semi-form [$i]"; done
for i
do
	echo "newline-form [$i]"
done
for i in a b
do echo "in-newline $i"; done
for i in
do echo never; done
echo "empty in: $?"
for i in a b; do :; done; echo "var after loop: $i"
touch f1 f2
for i in f*; do echo "glob $i"; done
for i in "f*"; do echo "quoted $i"; done
for i in nomatch*; do echo "no match $i"; done
rm f1 f2
for in in in; do echo "in=$in"; done
for do in do; do echo "do=$do"; done
for i in a; do for j in b; do echo "$i$j"; done; done
for i in 1 2; do echo $i; done > out; cat out; rm out
x='1 2  3'
for i in $x; do printf '<%s>' "$i"; done; echo
for i in "$x"; do printf '<%s>' "$i"; done; echo
(eval 'for 1x in a; do :; done') 2>/dev/null; echo "bad name $?"
(eval 'for i in a b do echo x; done') 2>/dev/null; echo "missing ; $?"

# "for arg" loops over a copy of the positional parameters, so the body
# may rebuild them with set and shift, as automake's depcomp does:
#   for arg; do set fnord "$@" "$arg"; shift; shift; done
set -- a b c -c d
for arg
do
	case $arg in
	-c) set fnord "$@" -MT obj -MD "$arg" ;;
	*) set fnord "$@" "$arg" ;;
	esac
	shift
	shift
done
echo "$@"
f() {
	for a; do set -- x "$@" "$a"; shift; shift; done
	echo "$@"
	for a; do set --; echo "[$a]"; done
	echo "$#"
}
f 1 2 3 4 5 6 7 8 9 10
set -- p q r
for a; do shift; echo "$a $#"; done
