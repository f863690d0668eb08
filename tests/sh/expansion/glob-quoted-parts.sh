# quoted or escaped characters in a pattern are literal, the rest stays
# special; patterns from unquoted variables are active
touch 'a*b' axb 'a?' ab '[x]' x
echo a"*"b a\*b 'a*'b
echo a*b | tr ' ' '\n' | sort | tr '\n' ' '; echo
echo a"?" a\?
echo "[x]" \[x\] [x]
p='a*'; echo $p | tr ' ' '\n' | sort | tr '\n' ' '; echo
echo "$p"
s="[x]"; echo $s "$s"
echo "a"* | tr ' ' '\n' | sort | tr '\n' ' '; echo
rm 'a*b' axb 'a?' ab '[x]' x
