# words inside ${...} nest other expansions and braces; } ends the
# innermost one; quotes inside the word pair up on their own
unset u v
w=val
echo ${u-${v-${w}}} ${u-${v-${w}x}y}z
echo "${u-${v-"$w q"}}"
echo ${u-a}b} "${u-a}b}"
echo ${u-\}} "${u-\}}" ${u-'}'} "${u-"}"}"
echo ${u-{}} "${u-{x}}"
echo ${u-$(echo '}')} "${u-$(echo "}")}"
echo ${u-`echo bq}`} 2>/dev/null
echo ${u-$((1 + 1))} "${u-$(( 2 * ${w+3} ))}"
echo ${w:+${w#v}} "${w:+${w%l}}"
echo ${u:-${w:+[${w}]}}
echo "${u:-'$w'}" ${u:-'$w'}
echo ${u-"a  b"c} "${u-a  "b  c"}"
x=${u-${v-nested default}}; echo "$x"
echo ${#w} ${w#${w%?}} ${w%"${w#?}"}
