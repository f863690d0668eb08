# getopts (builtins.c): OPTIND/OPTARG, clusters, silent mode, dash's words
loop() {
	OPTIND=1
	spec=$1; shift
	while getopts "$spec" o "$@"; do
		echo "o=$o A=${OPTARG-unset} I=$OPTIND"
	done
	echo "end st=$? o=$o I=$OPTIND A=${OPTARG-unset}"
}
loop ab:c -a -b x -cz -b
loop :ab: -a -z -b
loop ab -ab -- -c
loop ab -a x -b
loop ab - -a
loop a: -a ''
loop a: -a --
loop a: -abc -a
loop "" -a
loop :a -a -x
set -- -x -y val rest; OPTIND=1
while getopts xy: opt; do echo "pos $opt ${OPTARG-}"; done
shift $((OPTIND - 1)); echo "rest: $*"
OPTIND=1; getopts ab o -ab; echo "$? o=$o I=$OPTIND"
OPTIND=1; getopts ab o -ab; echo "$? o=$o I=$OPTIND"
getopts ab o -ab; echo "$? o=$o I=$OPTIND"
getopts ab o -ab; echo "$? o=$o I=$OPTIND"
OPTIND=5; getopts a o -a; echo "too big: $? o=$o I=$OPTIND"
getopts; echo "no args: $?"
getopts a; echo "no var: $?"
getopts a 1x -a; echo "bad var: $?"
(readonly o; getopts a o -a; echo "readonly var: $?")
# new positional parameters start a new scan; OPTIND=N moves it
OPTIND=1; getopts ab o -a -b; getopts ab o -a -b; echo "$o $OPTIND"
set -- x; getopts ab o -a -b; echo "after set: $o $OPTIND"
set -- -a -b; getopts ab o; shift; getopts ab o; echo "shift: $o $OPTIND"
set -- -a -b; getopts ab o; shift 0; getopts ab o; echo "shift 0: $o"
OPTIND=2; getopts ab o -a -b; echo "OPTIND=2: $o $OPTIND"
f() { local OPTIND; getopts a o -a; echo "f $? $o $OPTIND"; }
OPTIND=1; getopts ab o -ab; echo "$? $o $OPTIND"
f; getopts ab o -ab; echo "after local: $? $o $OPTIND"
