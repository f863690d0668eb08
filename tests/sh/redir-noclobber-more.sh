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
