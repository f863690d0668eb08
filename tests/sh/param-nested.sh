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
