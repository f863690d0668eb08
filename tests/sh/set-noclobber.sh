# set -C: > does not overwrite an existing regular file; >| does; >>,
# /dev/null and new files are fine; the failing command does not run
echo one > f
set -C
(echo two > f) 2>/dev/null; echo "clobber: $?"; cat f
echo three >| f; cat f
echo four >> f; cat f
echo new > g; cat g
echo null > /dev/null; echo "dev null: $?"
(echo x > f; echo never) 2>/dev/null; echo "subshell: $?"
sh -c 'set -C; echo a > f; echo "not reached"' 2>/dev/null; echo "child: $?"
echo x 2>/dev/null > f || echo "|| after clobber failure"
: 3>f 2>/dev/null || echo "fd 3 too"
exec 3<>f; echo "<> is fine: $?"; exec 3>&-
ln -s f link; (echo y > link) 2>/dev/null; echo "symlink to file: $?"
ln -s nosuch dangling; (echo z > dangling) 2>/dev/null; echo "dangling: $?"
set +C
echo five > f; cat f
set -o noclobber; (echo six > f) 2>/dev/null; echo "-o noclobber: $?"; set +o noclobber
rm -f f g link dangling nosuch
