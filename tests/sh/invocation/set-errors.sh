# set with bad options: a usage error is fatal (set is a special
# builtin), except through command; the options are unchanged
sh -c 'set -y; echo never' 2>/dev/null; echo "set -y: $?"
sh -c 'set -o nosuch; echo never' 2>/dev/null; echo "set -o nosuch: $?"
sh -c 'set +o nosuch; echo never' 2>/dev/null; echo "set +o nosuch: $?"
sh -c 'set -e -y; echo never' 2>/dev/null; echo "set -e -y: $?"
sh -c 'set -ey 2>/dev/null; echo never' ; echo "set -ey: $?"
sh -c 'command set -y 2>/dev/null; echo "command: $?"; case $- in *e*) echo e ;; esac'
sh -c 'set -o 2>&1 | grep -c errexit'
sh -c 'set --; set -- ; echo "empty: $#"'
sh -c 'set -o errexit; false; echo never'; echo "-o errexit: $?"
sh -c 'set -o errexit +o errexit; false; echo "on then off"'
sh -c 'set -eo; echo "never?"' >/dev/null 2>&1; echo "-eo with no name: $?" | sed 's/: [1-9][0-9]*$/: nonzero/;s/: 0$/: zero/'
