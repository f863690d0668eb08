# a trailing blank in an alias value makes the next word a candidate too,
# through several levels, and stops at the first word without one
alias a1='echo ' a2='A2 ' a3='A3' A2=a2-expanded A3=a3-expanded
a1 a2 a3 tail
a1 a3 a2
alias b1='b2 ' b2='echo b2: ' w1=w1-word
b1 w1 w1
alias t1='echo	'
t1 w1
alias n1='a1'
n1 w1
alias e1='' e2='echo e2 '
e1 echo empty-alias-first
e2 e1 after-empty
alias self='self_cmd() { echo self-is-not-recursive; }; self_cmd'
self
alias ls2='ls2x'
alias ls2x='echo ls2x'
ls2
alias loopa='loopb' loopb='loopa'
loopa 2>/dev/null || echo "mutual loop stops"
alias sp='echo  spaced   value'
sp
