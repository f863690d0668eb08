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
