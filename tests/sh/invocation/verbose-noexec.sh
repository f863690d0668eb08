# set -v echoes input as it is read; set -n and sh -n read without
# running

# set -v echoes the script's input as it is read, once: the text of an
# eval, of $(...) and backquotes, of an alias and of a here-doc body is not
# echoed again when the shell parses or expands it (dash does the same)
alias al='echo alias'
set -v
eval 'echo from eval'
x=$(echo cmdsub)
y=`echo backquote`
cat <<EOF
body $x $y
EOF
cat <<"EOF"
quoted $x
EOF
al
echo "$(echo "nested $(echo twice)")"
set +v
echo done

# set -v: input lines are echoed to stderr as they are read
exec 2>&1
set -v
echo one
x=2; echo $x
if true; then
	echo in-if
fi
# a comment is echoed too
set +v
echo quiet

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

# set -n and sh -n: read commands without running them
printf 'echo ran\nif true; then echo ok; fi\n' > good
sh -n good; echo "good: $?"
printf 'echo ran\nif true; then\n' > bad
sh -n bad 2>/dev/null; echo "bad: $?"
sh -n -c 'echo not-run'; echo "-n -c: $?"
printf 'echo first\nset -n\necho never\nfi fi\n' > mid
sh mid 2>/dev/null; echo "set -n midway: $?"
rm good bad mid
