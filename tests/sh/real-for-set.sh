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
