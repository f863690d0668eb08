# getopts: OPTIND, OPTARG, clusters, errors, silent mode, explicit
# arguments, restarting a scan

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

OPTIND=1
# getopts: each function call has its own scan, as in dash
f() { echo "in [$OPTIND]"; getopts ab o "$@"; echo "$o $OPTIND"; }
f -a; f -b; echo "top $OPTIND"
OPTIND=1; getopts ab o -ab; echo "$o $OPTIND"
f -b; getopts ab o -ab; echo "resumed: $? $o $OPTIND"

# getopts with explicit arguments instead of $@, numeric option letters,
# an option string with odd characters, and OPTARG holding spaces
OPTIND=1
while getopts 'x:1' o -x 'a b' -1 rest; do echo "$o [${OPTARG-}]"; done
echo "OPTIND $OPTIND"
OPTIND=1; getopts 'a' o -a -a; getopts 'a' o -a -a; echo "$o $OPTIND"
OPTIND=1; getopts 'f:' o -f ''; echo "empty arg: [$OPTARG] $OPTIND"
OPTIND=1; getopts 'f:' o -f -g; echo "dash arg: [$OPTARG] $OPTIND"
set -- -q; OPTIND=1
getopts q o "$@"; echo "quoted \$@: $o"
OPTIND=1; getopts 'ab' o '-a b'; echo "[$o] $OPTIND" 2>&1

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

# OPTIND after each call: clusters keep OPTIND on the same word, a
# separate option argument moves by two, -- and the first operand stop
# the scan; shift $((OPTIND-1)) leaves the operands
set -- -ab -c arg -d -- -e op1 op2
while getopts abc:de o; do echo "$o ${OPTARG-} $OPTIND"; done
echo "stopped at $OPTIND"; shift $((OPTIND - 1)); echo "rest: $*"
set -- -a op -b
OPTIND=1; while getopts ab o; do echo "$o $OPTIND"; done; echo "end $OPTIND"
set -- -cval
OPTIND=1; getopts c: o; echo "attached: $o [$OPTARG] $OPTIND"
set -- -c -- x
OPTIND=1; getopts c: o; echo "-- as arg: $o [$OPTARG] $OPTIND"
set -- - -a
OPTIND=1; getopts a o; echo "lone dash: $? [$o] $OPTIND"
set -- --
OPTIND=1; getopts a o; echo "just --: $? [$o] $OPTIND"
set --
OPTIND=1; getopts a o; echo "no args: $? [$o] $OPTIND"

# OPTIND=1 restarts getopts; assigning OPTIND in the middle of a scan, in
# a subshell, and after set -- new arguments
set -- -a -b -c
getopts abc o; getopts abc o; echo "$o $OPTIND"
OPTIND=1; getopts abc o; echo "reset: $o $OPTIND"
(OPTIND=1; getopts abc o; echo "sub: $o $OPTIND"); echo "parent: $OPTIND"
OPTIND=3; getopts abc o; echo "jump: $o $OPTIND"
set -- -x; OPTIND=1; getopts x o; echo "new args: $o $OPTIND"
OPTIND=1; while getopts abc o -a -b; do printf '%s' "$o"; done; echo " $OPTIND"

# OPTIND or OPTARG readonly: the error names getopts, as dash's does,
# with status 2
OPTIND=1
(readonly OPTIND; getopts a o -a; echo "getopts, OPTIND readonly: $?")
(readonly OPTARG; getopts a: o -a x; echo "getopts, OPTARG readonly: $?")
