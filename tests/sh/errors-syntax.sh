# syntax errors name the script and line, exit 2; run in children so each
# can be seen
e() { printf '%s\n' "$1" > bad.sh; sh bad.sh 2>&1 | sed 's|^[^:]*bad.sh:|bad.sh:|'; }
e 'if true; then echo x; fi fi'
e 'echo a; then'
e 'case x in esac esac'
e 'for do done'
e 'while true; do'
e '{ echo'
e '( echo'
e 'echo )'
e 'echo "unterminated'
e "echo 'unterminated"
e 'f() echo x'
e 'echo $(echo'
e 'echo ${x'
e 'a &&'
e '| cat'
e '&& echo'
e ';;'
e 'if'
e 'echo ok
echo fine
done'
e 'cat <<'
e 'x=$((1 +'
rm bad.sh
