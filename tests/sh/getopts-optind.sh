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
