# set -o pipefail (POSIX.1-2024): the status is that of the last command
# that failed. dash 0.5.12 lacks it, so NAME.out holds the standard's
# result (bash --posix agrees)
false | true; echo "off: $?"
set -o pipefail
false | true; echo "on: $?"
true | false | true; echo "middle: $?"
sh -c 'exit 3' | sh -c 'exit 4' | true; echo "last failing: $?"
true | true; echo "all good: $?"
! false | true; echo "negated: $?"
case $(set -o) in *pipefail*on*) echo "listed as on" ;; esac
set +o pipefail
false | true; echo "off again: $?"
# expect: bash
