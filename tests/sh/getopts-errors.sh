# getopts error reporting: an unknown option or a missing argument sets
# the variable to ? and prints a message (normal mode) or sets OPTARG
# (silent mode, leading :); OPTARG is unset after a normal error
f() {
	OPTIND=1
	while getopts "$1" o "$@"; do
		echo "o=[$o] OPTARG=[${OPTARG-unset}] OPTIND=$OPTIND"
	done
	echo "end $? OPTIND=$OPTIND"
}
f a: -x 2>&1 | sed 's/^[^:]*: //'
f a: -a 2>&1 | sed 's/^[^:]*: //'
f :a: -x
f :a: -a
f :ab -b -a -c
OPTERR=0; f a -x 2>&1 | sed 's/^[^:]*: //'; unset OPTERR
f 'a:b' -a -b 2>&1
