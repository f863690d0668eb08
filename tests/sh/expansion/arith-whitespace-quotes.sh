# blanks, newlines and nested parentheses inside $(( )), expansions
# inside, and $(( )) inside other words
echo $((1+2)) $(( 1 + 2 )) $((	1	+	2	))
echo $((
1
+
2
))
echo $(( ((((1)))) + ((2)) ))
echo x$((1 + 1))y "q$((2 * 2))q"
echo $(( $(echo 3) * ${u:-4} ))
v=3; echo "$(( v * v ))"
echo $((2))$((3))
set -- $((1 + 1)) $((2 + 2)); echo "$# $1 $2"
IFS=1; echo $((11 + 0)) | od -c | sed -n 1p | tr -s ' '; unset IFS
echo $(( -(-(-1)) ))
