# getopts with OPTERR=0 prints no message for an unknown option or a
# missing argument (bash and BusyBox ash; dash ignores OPTERR), and
# getopts in a function with "local OPTIND" leaves the caller's state
# alone. bash is the reference (OPTERR is not POSIX).
# expect: bash
OPTERR=0
while getopts ab: o -x -b; do echo "o=$o OPTARG=${OPTARG-unset}"; done
OPTIND=1
while getopts :ab: o -x -b; do echo "silent: o=$o OPTARG=${OPTARG-unset}"; done
OPTIND=1
while getopts ab: o -a -b; do echo "o=$o"; done
OPTERR=1
f() {
	local OPTIND=1 o
	while getopts xy: o "$@"; do echo "f: $o ${OPTARG-}"; done
	echo "f: OPTIND=$OPTIND"
}
OPTIND=1
getopts ab o -a -b 1; echo "outer: $o $OPTIND"
f -x -y val
f -y other
getopts ab o -a -b 1; echo "outer again: $o $OPTIND"
