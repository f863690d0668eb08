# set -u: expanding an unset variable is an error that ends the shell
set -u
e=
echo "[$e] [${u-default}] [${u:-d2}] [${u+alt}]"
echo "$#" "$@" "$*"
(echo "$u"); echo "status $?"
(echo "${u}x"); echo "status $?"
(echo "$9"); echo "status $?"
(: "${#u}"); echo "status $?"
set +u
echo "[$u] off again"
set -o nounset
echo "last"
echo "$undefined_var"
echo never
