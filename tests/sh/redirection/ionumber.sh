# an IO_NUMBER works with every redirection operator; digits that are
# not right before < or > stay an ordinary word
echo one 1>f; cat f
echo two 1>>f; cat f
echo three 1>|f; cat f
cat 0<f
cat 3<f <&3
exec 4<>f; read -r l <&4; echo "4<>: $l"; exec 4<&-
cat 5<<E <&5
five
E
cat 6<<-E <&6
	six
	E
echo err 2>&1 | cat
echo 7 8>g; cat g
echo x 9 >g; cat g
echo 1 > g 2; cat g
v=3; echo var $v>g; cat g
echo "2">g; cat g
echo 2\>g
echo 2'>'g
rm f g
