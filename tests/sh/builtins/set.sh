# set: options by letter and by name, $-, set -- and positional
# parameters; shift, times, : true false

# set, shift, times, : true false (builtins.c)
# the letters of $- in a fixed order ($- itself is ordered differently)
flags() {
	for l in a e f u v x C; do
		case $- in *$l*) printf %s $l ;; esac
	done
}
: ignored args; echo ": $?"
true x; echo "true $?"
false x; echo "false $?"
set -- a b c d
echo "$# $1 $4"
shift; echo "$# $*"
shift 2; echo "$# $*"
shift 0; echo "$# $*"
shift 1 2; echo "$#"
(shift; echo not reached); echo "shift past: $?"
(shift x; echo not reached); echo "shift x: $?"
(shift -1; echo not reached); echo "shift -1: $?"
(shift ""; echo not reached); echo "shift empty: $?"
set -- a b; set +; echo "+ $#"
set - c; echo "- $# $1"
set -x; set -; echo "x off: [$(flags)]"
set --; echo "-- $#"
set -- -x y; echo "$# $1 $2"
set a -x; echo "$# $1 $2"
set -e -- ; echo "e--: $# [$(flags)]"
set +e
set -ao errexit p q; echo "ao: [$(flags)] $1 $2"
set +ao errexit; echo "off: [$(flags)]"
set -oa errexit; echo "oa: [$(flags)]"
set +a +e
set -o noglob -o nounset; echo "names: [$(flags)]"
set +o noglob +o nounset; echo "back: [$(flags)]"
set -Cf; echo "Cf: [$(flags)]"; set +Cf
set -o | grep -e '^noglob' -e '^nounset' -e '^xtrace' -e 'settings'
set -o errexit -o | grep errexit; set +e
set -u; set +o | grep -e nounset -e noclobber; set +u
(set -z; echo not reached); echo "set -z: $?"
(set +z; echo not reached); echo "set +z: $?"
(set --a; echo not reached); echo "set --a: $?"
(set -o nosuch; echo not reached); echo "set -o nosuch: $?"
(set +o nosuch; echo not reached); echo "set +o nosuch: $?"
x=1 y="a b"; set | grep -e '^x=' -e '^y='
unset x; set | grep -c '^x='
times | sed 's/[0-9]/N/g'
(times x >/dev/null; echo "times x $?")

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

# set and positional parameters: set --, set -, options mixed with
# operands, ${10}, "$@" after set, and functions restore them
show() { echo "$# [$*]"; }
set -- a b c d e f g h i j k
echo "${10} ${11} $10"
set --; show
set -- -; show
set -- --; show
set - -x; show
set -e -u -- x y; show; set +e +u
set -f a b; show; set +f
set x -- y; show
set -- "a b" "" c; show; for a; do echo "<$a>"; done
set -- "$@" last; show
f() { set -- in f; show; }
f 1 2; show
g() { shift; show; }
g 1 2 3; show
set -- $(echo one two); show
IFS=: ; set -- $(echo a:b::c); show; IFS=' 	
'
set -- 1 2 3; shift 3; show

# $- holds the single-letter options that are set
has() { case $- in *$1*) echo "$1 on" ;; *) echo "$1 off" ;; esac; }
has f; set -f; has f; set +f; has f
has u; set -u; has u; set +u
has x 2>/dev/null
set -e; has e; set +e; has e
set -C; has C; set +C; has C
set -a; has a; set +a
set -o noglob; has f; set +o noglob
(set -f; has f); has f
f() { set -u; }; f; has u; set +u
case $- in *i*) echo interactive ;; *) echo "not interactive" ;; esac
