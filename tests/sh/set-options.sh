# set: $- letters, -o / +o by name, set -- and positional parameters
set -f; set -u
case $- in *f*) echo "f in \$-" ;; esac
case $- in *u*) echo "u in \$-" ;; esac
set +fu
case $- in *[fu]*) echo never ;; *) echo "f and u off" ;; esac
set -o noglob; case $- in *f*) echo "-o noglob is -f" ;; esac; set +o noglob
set -o errexit; case $- in *e*) echo "-o errexit is -e" ;; esac; set +o errexit
set -o nounset -o noclobber; case $- in *u*C*|*C*u*) echo "two -o" ;; esac; set +uC
set -- a b c; echo "$# $*"
set --; echo "$#"
set -- -x -y; echo "$# $1"
set - z; echo "$# $1"
set -- '' ''; echo "$#"
set -e -- q r; echo "$# $*"; set +e
set -o | grep -E '^(errexit|noglob|nounset|xtrace|verbose|noexec|allexport|noclobber) '
set -f
set +o | grep -E 'noglob|errexit'
set +f
(set -o nosuchoption) 2>/dev/null; echo "bad option: $?"
(set -Q) 2>/dev/null; echo "bad letter: $?"
