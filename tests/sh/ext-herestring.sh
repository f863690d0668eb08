# here-strings <<< (a bash extension; dash lacks it, so NAME.out holds
# what bash prints): the word expanded, one newline added
cat <<< "hello"
x='a  b'
cat <<< $x
cat <<< "$x"
read a b <<< "first second third"
echo "[$a] [$b]"
tr a-z A-Z <<< 'upper case'
wc -l <<< ''
cat <<<"no space $((1 + 1))"
while read l; do echo "line: $l"; done <<< "one
two"
# expect: own (the comment at the top says why)
