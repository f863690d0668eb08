# syntax errors: the script and line, what was expected, exit 2 after
# the commands before them ran

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

# what a syntax error says it expected: a case item ends with ";;" (or
# esac), a case needs a word, a for word list ends at ; or a newline
e() { printf '%s\n' "$1" > bad.sh; sh bad.sh 2>&1 | sed 's|^[^:]*bad.sh:|bad.sh:|'; }
e 'case x in x) echo'
e 'case x in x) echo; fi'
e 'case x in
x) echo a
y) echo b
esac'
e 'case x in x)) esac'
e 'case'
e 'case ;'
e 'for x in a b'
e 'for x in a b )'
e 'for x in a b; echo'
rm bad.sh

# a script is parsed and run command by command: commands before a
# syntax error run, the error stops the script with status 2; errors in
# a function body are found when the definition is read
printf 'echo one\necho two\nif then fi\necho never\n' > a; sh a 2>/dev/null; echo "-> $?"
printf 'echo one; ( echo two\n' > b; sh b 2>/dev/null; echo "-> $?"
printf 'echo start\nf() {\necho in f\n' > c; sh c 2>/dev/null; echo "-> $?"
printf 'echo a\nf() { echo body; }\nf\ncase x in\n' > d; sh d 2>/dev/null; echo "-> $?"
printf 'echo a\necho "unterminated\n' > e; sh e 2>/dev/null; echo "-> $?"
printf 'echo a; echo b; )\necho c\n' > f; sh f 2>/dev/null; echo "-> $?"
printf 'x=1\nwhile false; do\n:\ndone\necho "x=$x"\nfi\n' > g; sh g 2>/dev/null; echo "-> $?"
printf 'echo in-c\nif true; then\n' > h; sh -c 'echo before; . ./h; echo never' 2>/dev/null; echo "-> $?"
rm a b c d e f g h
