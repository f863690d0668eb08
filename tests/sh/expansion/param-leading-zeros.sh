# positional parameters written with leading zeros: ${01} is $1, ${011}
# is $11 and ${00} is $0, as in dash and bash
show() { printf '%s' "$#:"; for a; do printf '[%s]' "$a"; done; echo; }
set -- a b c d e f g h i j k
show ${01} ${011} ${0011} "${02}x" ${012-unset} ${012:-none}
x=${00}; y=${000}; [ "$x" = "$0" ] && [ "$y" = "$0" ] && echo "zero is \$0"
set -u
(echo ${012}) 2>/dev/null || echo "012 unset"
echo ${00+set}
