# < > >> >

# < > >> >| and <>, order of redirections, files made relative to the cwd
echo one > f
echo two >> f
cat < f
cat f > g; cat g
: > f; wc -c < f
echo three >| f; cat f
echo four 1>f; cat f
cat 0<f
echo five > f > g; cat f; echo "g=[$(cat g)]"
printf 'abc\n' > rw
exec 3<> rw
read -r line <&3
echo "read $line"
echo XY >&3
exec 3>&-
cat rw
echo "x" <> new; ls new
cat < nosuch 2>/dev/null; echo "status $?"
echo hidden > /nonexistent/dir/f 2>/dev/null; echo "status $?"
{ echo grouped; } > h; cat h
echo "$(cat < h)"
x=h; cat < $x
y="with space"; echo spaced > "$y"; cat "$y"
rm f g h rw new "$y"

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
