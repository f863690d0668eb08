# OPTIND=1 restarts getopts; assigning OPTIND in the middle of a scan, in
# a subshell, and after set -- new arguments
set -- -a -b -c
getopts abc o; getopts abc o; echo "$o $OPTIND"
OPTIND=1; getopts abc o; echo "reset: $o $OPTIND"
(OPTIND=1; getopts abc o; echo "sub: $o $OPTIND"); echo "parent: $OPTIND"
OPTIND=3; getopts abc o; echo "jump: $o $OPTIND"
set -- -x; OPTIND=1; getopts x o; echo "new args: $o $OPTIND"
OPTIND=1; while getopts abc o -a -b; do printf '%s' "$o"; done; echo " $OPTIND"
