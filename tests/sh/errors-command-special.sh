# command in front of a special builtin takes away its power to end the
# shell on an error (POSIX 2.15)
sh -c 'command shift 5; echo "command makes shift regular"' 2>/dev/null; echo "status $?"
sh -c 'command set -Q; echo "command makes set regular"' 2>/dev/null; echo "status $?"
sh -c 'command . ./nosuch; echo "command makes . regular"' 2>/dev/null; echo "status $?"
sh -c 'readonly r=1; command export r=2; echo "command makes export regular"' 2>/dev/null; echo "status $?"
