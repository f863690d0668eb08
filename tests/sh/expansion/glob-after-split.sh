# pathname expansion comes after field splitting, on each field, and
# only on unquoted pattern characters that came from the word or an
# unquoted expansion
touch a1 a2 b1
v='a* b*'
echo $v
echo "$v"
IFS=:
w='a*:b*'
echo $w
unset IFS
x='a?'
echo $x "$x" ${x} "${x}"
set -f
echo $v
set +f
y='[ab]1'
echo $y
echo $(echo 'a*')
echo "$(echo 'a*')"
rm a1 a2 b1
