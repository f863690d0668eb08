# set -v prints each line as read, before expansion; sh -n reads a
# whole script without running any of it, even exit and function calls
exec 2>&1
sh -v -c 'x=1; echo "$x"'
printf 'echo a $HOME_NOT_SET\nf() { echo f; }\nf\n' > s
sh -v s
printf 'echo never\nexit 3\n' > n
sh -n n; echo "-n: $?"
printf 'echo never\ncase x in\n' > n2
sh -n n2 >/dev/null 2>&1; echo "-n syntax error: $?"
sh -nv n | head -n 2
printf 'cat <<E\n$(echo never)\nE\n' > n3
sh -n n3; echo "-n here-doc: $?"
rm s n n2 n3
