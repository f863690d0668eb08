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
