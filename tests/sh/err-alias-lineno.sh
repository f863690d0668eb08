# line numbers in messages stay right after alias expansions: an alias
# alone on its line, an alias of an alias, an alias ending in a blank,
# and an alias whose value holds a newline (whose lines count, as in dash)
alias e='echo'
alias q='e quoted'
alias b='echo '
alias w='word'
alias nl='echo first
echo second'
e
nosuch-a
q
nosuch-b
b w
nosuch-c
nl
nosuch-d
q; q
nosuch-e
