# expr.t - expr, compared with GNU expr
needs applet expr
same "arithmetic" 'expr 1 + 2; expr 7 - 10; expr 6 \* 7; expr 7 / 2; expr 7 % 3'
same "signs" 'expr 7 / -2; expr -7 % 2; expr 7 % -2; expr -7 / -2; expr -7 % -2; expr -5 - -7'
same "precedence" 'expr 1 + 2 \* 3; expr \( 1 + 2 \) \* 3; expr 2 : 2 + 1; expr 1 + 2 : 3; expr 5 \> 1 \> 0'
same "big" 'expr 99999999999999999999 + 1; expr 9223372036854775807 + 1; expr -9223372036854775808 - 1'
same "big products" 'expr 999999999999999999999999 \* 999999999999999999999; expr 0 \* -5'
same "big division" 'expr 123456789012345678901234567890 / 987654321; expr 123456789012345678901234567890 % 987654321; expr -123456789012345678901234567890 % 987654321; expr -99999999999999999999 / 7'
same "zero" 'expr 0; echo $?; expr -0 + 0; echo $?; expr 00; echo $?; expr ""; echo $?; expr -; echo $?'
same "leading zeros" 'expr 01 + 0; expr 01; expr 1 = 01'
same "comparisons" 'expr 10 \< 9; expr 10 \< 9a; expr a = a; expr a == a; expr 2 \> 10; expr b \> a; expr "" = 0; expr 1 != 1; expr 1 \>= 1; expr -1 \< 0; expr -0 = 0; expr -2 \< -10; expr 1 \<= 1'
same "or" 'expr 0 \| ""; expr "" \| 0; expr "" \| ""; expr a \| b; expr 0 \| 0 \| z'
same "and" 'expr 0 \& a; expr a \& b; expr a \& ""; expr "" \& ""; expr 1 \< 2 \& 3 \> 2'
same "not evaluated" 'expr 1 \| 1 / 0; expr 0 \& 1 / 0; echo $?'
same "match" 'expr abc : a; expr abc : "a.*"; expr abc : "b*"; expr abc : "a\(b\)"; expr abc : "x\(b\)"; expr abcdef : ".*\(d.\)"; expr foo : "f\(o*\)"; expr "" : ""'
same "match anchored" 'expr abc : ^a; expr ^abc : ^a; expr abc : b; expr match abc ab; expr match abc b'
same "match groups" 'expr abc : "\(.\)\(.\)"; expr abc : "\(x\)*"; expr abc : "a.*" + 1'
same "keywords" 'expr length abc + 1; expr index abc b + 1; expr index abc xc; expr index abc ""; expr length ""'
same "substr" 'expr substr abcd 2 2; expr substr abc 0 1; expr substr abc 2 100; expr substr abc a 1; expr substr abc 1 -1; expr substr abc 4 1; expr substr abc 1 99999999999999999999; expr substr abc 99999999999999999999 1'
same "quote" 'expr + +; expr + length; expr length + length; expr quote'
same "--" 'expr -- -1; expr -1 + 2; expr -x; expr -- --; expr -- 1 + 1'
same "non-integer" 'expr a + 1; expr " 1" + 1; expr +1 + 1; expr 1 - - 1; expr substr abcd 2 2 + 1; echo $?'
same "division by zero" 'expr 1 / 0; expr 1 % 0; expr 0 \| 1 / 0; echo $?'
same "syntax errors" 'expr 1 +; expr 1 2; expr \( 1; expr 1 \); expr \( \); expr \(; expr \); expr - 1; expr 1 -; echo $?'
same "syntax errors 2" 'expr length; expr match; expr length length; expr substr a; expr index abc; expr 1 \| 2 3; expr \( 1 2; expr "(" = "("; expr 1 -- 1; expr --help x; echo $?'
check -s 2 -e "expr: missing operand\nUsage: expr EXPRESSION\n" \
	"missing operand" 'expr' ""
check -s 2 -e "expr: missing operand\nUsage: expr EXPRESSION\n" \
	"-- and nothing" 'expr --' ""
# GNU's words from libbb's bre_message(), not the C library's regerror
for p in 'a\(' 'a\{1' '*\)' 'a\{2,1\}' '[a' '[[:foo:]]' 'a\' '\(a\)\2' '[\)]\)'; do
	same "bad regex $p" "expr abc : '$p'; echo \$?"
done
