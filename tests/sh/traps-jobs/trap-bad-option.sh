# trap (trap.c): an unknown option is a usage error of a special builtin,
# so the (sub)shell exits with status 2, as in dash; a bad condition
# ends the list there, as in dash: the conditions after it keep their
# old action
(trap -x; echo not reached); echo "-x $?"
(trap -x INT; echo not reached); echo "-x INT $?"
(trap -1 INT; echo not reached); echo "-1 INT $?"
(trap -- -x USR1; trap); echo "-- -x $?"
trap - -; echo "- - $?"
trap '' FOO INT; echo "FOO INT $?"
trap
trap 'echo a' INT FOO HUP; echo "INT FOO HUP $?"
trap
trap - INT NOSUCH HUP; echo "reset $?"
trap
trap 'echo b' 0 99 1; echo "numbers $?"
trap
