# getopts: each function call has its own scan, as in dash
f() { echo "in [$OPTIND]"; getopts ab o "$@"; echo "$o $OPTIND"; }
f -a; f -b; echo "top $OPTIND"
OPTIND=1; getopts ab o -ab; echo "$o $OPTIND"
f -b; getopts ab o -ab; echo "resumed: $? $o $OPTIND"
