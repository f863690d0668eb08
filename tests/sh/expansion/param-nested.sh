# expansions and braces nested inside ${...} words, and their quoting

# nested expansions inside parameter expansions and their quoting
unset u v; y=why z=zed
echo "${u:-${v:-$z}}"
echo ${u:-"${y} and ${z}"}
p=w; echo "${y#$p}" "${y#"$p"}" "${y%${y#?}}"
f=dir/file.txt; e=.txt
echo "${f%"$e"}" "${f##*"/"}"
echo "${u:-$(echo "cmd $y")}"
echo "${u:-$((2 + 3))}"
n=3; echo "${u:-x${n}y}"
echo "${#y}${#z}"
echo "${u-'single'}" "${u-"double"}"
echo ${u-a\ b} "${u-a\ b}"
s='a*'; echo "${u:-$s}"
echo "${y:+${z:+both}}"
q="it's"; echo "${q#*\'}" "${q%\'*}"
x=${u:-$y$z}; echo "$x"
echo "${u:=${y}}" "$u"
t="a b"; set -- ${u+$t}; echo "$#"

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
