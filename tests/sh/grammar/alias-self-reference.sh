# an alias is not expanded again in its own text (POSIX 2.3.1), even when
# its name ends that text in a command position after ( { if $( ! ; && |,
# and not in the text of an alias it expanded either; the name read from
# the input after the text is expanded again (each case in a child shell,
# as a syntax error ends it)
e() { printf '%s\n' "$@" > a.sh; sh a.sh 2>&1; echo "status $?"; }
e "alias a='(a'" 'a )'
e "alias a='{ a'" 'a ; }'
e "alias a='if a'" 'a; then :; fi'
e "alias a='echo \$(a'" 'a )'
e "alias a='! a'" 'a'
e "alias a='echo 1; a'" 'a'
e "alias a='echo 1;a'" 'a'
e "alias a='true && a'" 'a'
e "alias a='echo | a'" 'a'
e "alias a='b' b='echo b; a'" 'a'
e "alias a='b' b='(a'" 'a )'
e "alias a='echo x'" 'a;a' 'a
a'
e "alias a='echo a ' b='echo b; a'" 'b a'
rm a.sh
