# line numbers in messages stay right after alias expansions

# expanding an alias must not lose count of the script's lines: each
# not-found error names its line
S='s/.*: \([0-9]*\): \(.*\): .*/\2 on line \1/'
alias a='echo alias-a' b='a' c='echo c '
nosuch1 2>&1 | sed "$S"
a
nosuch2 2>&1 | sed "$S"
b
b
nosuch3 2>&1 | sed "$S"
c a; c c
nosuch4 2>&1 | sed "$S"
alias m='nosuch5'
m 2>&1 | sed "$S"
m 2>&1 | sed "$S"; m 2>&1 | sed "$S"
nosuch6 2>&1 | sed "$S"
alias loopa='loopb' loopb='loopa'
loopa 2>&1 | sed "$S"
loopb 2>&1 | sed "$S"
nosuch7 2>&1 | sed "$S"

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
