# quote removal after expansion, in every place a word is expanded

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

# quote removal in every place a word is expanded: arguments, assignments,
# case words and patterns, redirection targets, here-doc delimiters,
# for lists and ${} words
x="a"'b'\c; echo "$x"
case "a"'b'\c in abc) echo "case word" ;; esac
case abc in "a"'b'\c) echo "case pattern" ;; esac
echo hi > "f"'i'\le; cat file
cat <<"E"'N'\D
delimiter quotes removed
END
for i in "o"'n'\e; do echo "for $i"; done
printf '%s\n' ${u-"d"'e'\f}
printf '%s\n' "${u-"d"'e'\f}"
y=\"; echo "$y"
z=''; echo "[$z]"
printf '[%s]' '' "" \  ; echo
set -- "" ''; echo $#
echo "\"" '\' "'"
rm file
