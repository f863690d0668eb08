# set -C: > refuses an existing regular file; >

# set -C: > refuses to overwrite a regular file, >| forces, >> appends
echo first > f
set -C
echo second > f 2>/dev/null || echo "refused: $?"
cat f
echo third >| f; cat f
echo fourth >> f; cat f
echo new > g && cat g
echo dev > /dev/null && echo "devices are fine"
set +C
echo fifth > f; cat f
set -o noclobber
(echo sixth > f) 2>/dev/null; echo "status $?"
set +o noclobber
rm f g

# set -C: only > on an existing regular file is refused
set -C
echo a > f; echo "create: $?"
(echo b > f) 2>/dev/null; echo "overwrite: $?"
echo c >> f; echo "append: $?"
echo d >| f; echo "force: $?"
cat f
echo e 1<> f; echo "read-write: $?"
echo x > /dev/null; echo "device: $?"
mkfifo p 2>/dev/null && { cat p > /dev/null & echo fifo > p; wait; echo "fifo: $?"; } || echo "fifo: 0"
(: > f) 2>/dev/null; echo "empty redirect: $?"
{ echo g > f; } 2>/dev/null; echo "in group: $?"
set +C
echo h > f; echo "after +C: $?"
cat f
rm -f f p

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
