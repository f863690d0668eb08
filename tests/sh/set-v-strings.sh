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
