# getopts: OPTIND, OPTARG, clustered options, errors, silent mode, --
parse() {
	OPTIND=1
	while getopts "ab:c" opt "$@"; do
		case $opt in
		b) echo "b with [$OPTARG]" ;;
		\?) echo "unknown, OPTARG=[${OPTARG-unset}]" ;;
		*) echo "flag $opt" ;;
		esac
	done
	shift $((OPTIND - 1))
	echo "OPTIND=$OPTIND rest: $*"
}
parse -a -b arg file
parse -ab arg -c x y
parse -barg
parse -acb x
parse -- -a
parse file -a
parse -x 2>&1
parse -b 2>&1
parse
silent() {
	OPTIND=1
	while getopts ":ab:" opt "$@"; do
		case $opt in
		:) echo "missing arg for $OPTARG" ;;
		\?) echo "bad option $OPTARG" ;;
		*) echo "ok $opt ${OPTARG-}" ;;
		esac
	done
}
silent -x -b
silent -a -b val
set -- -a -b pos1
OPTIND=1
getopts ab: o; echo "$o $OPTIND"
getopts ab: o; echo "$o $OPTIND [$OPTARG]"
getopts ab: o; echo "status $? opt [$o] OPTIND $OPTIND"
OPTIND=1
getopts x o -x; echo "explicit args: $o"
