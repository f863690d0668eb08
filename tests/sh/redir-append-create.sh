# > truncates or creates, >> appends or creates, errors for directories
echo one > f; echo two > f; cat f
echo three >> f; cat f
echo new >> g; cat g
: > f; wc -c < f | tr -d ' '
mkdir d
echo x > d 2>/dev/null; echo "to a dir: $?"
echo x >> d 2>/dev/null; echo "append to a dir: $?"
cat < d 2>/dev/null; echo "read a dir: $?"
echo x > d/nosub/f 2>/dev/null; echo "missing parent: $?"
echo x > '' 2>/dev/null; echo "empty name: $?"
{ echo a; echo b; } >> g; cat g
echo "dir intact"; ls -d d
rm -r f g d
