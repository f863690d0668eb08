# quote removal after expansion, and quotes produced by expansion stay
q='"'
s="'"
b='\'
echo $q$s$b
v='"a b"'
set -- $v
echo $# "$1"
w="\\*"
echo $w
echo ""x""
echo ''"'"''
e=
echo "[$e]" [$e] ["$e"]
set -- $e
echo $#
set -- "$e"
echo $#
echo a""b c''d
