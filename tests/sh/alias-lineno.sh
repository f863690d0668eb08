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
