# a syntax error inside a here-document's body or inside $((...)) names
# the line of the file it is on, not the line within the body; so does a
# runtime error in a command substitution inside $((...)); a line joined
# to the next by backslash-newline still counts
e() { printf "$1" > bad.sh; sh bad.sh 2>&1 | sed 's|^[^:]*bad.sh:|bad.sh:|'; }
e 'echo before\n\ncat <<E\na\n$(fi)\nE\necho after\n'
e 'echo before\n\ncat <<E\na\n$(\n\nfi)\nE\n'
e 'cat <<E; cat <<F\n\n$(echo)\nE\nx\n$(fi)\nF\n'
e 'cat <<E\na\\\nb\\\n\n$(fi)\nE\n'
e '\n\necho $(( $(fi) ))\n'
e '\n\necho $((1 +\n$(fi) ))\n'
e '\n\necho $(( $(echo ${u?unset}) ))\n'
rm bad.sh
