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
