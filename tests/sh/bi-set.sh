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
