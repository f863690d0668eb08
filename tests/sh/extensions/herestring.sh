# here-strings <<< (bash extensions; dash lacks them, so NAME.out holds
# what bash prints, as each part below says)

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

# here-strings (bash extension; dash lacks it, so NAME.out holds what
# bash prints): the word is expanded without splitting or globbing, one
# newline is added, it goes to any fd, and several redirections mix
v='*  two  spaces'
cat <<< $v
cat <<< "$v"
cat <<< ''  | od -An -c | tr -s ' '
cat 3<<< "on fd 3" <&3
printf 'x\n' > f; cat < f <<< "herestring wins"
cat <<< "$(printf 'a\n\n')" | od -An -c | tr -s ' '
read -r a <<< 'back\slash'; echo "$a"
set -- p q; cat <<< "$@"
cat <<< ~ | grep -c /
rm f
# expect: bash
