# quoting any part of the command word prevents alias expansion; alias
# values are re-read, so their quotes and expansions work as written
x() { echo function-x; }
alias x='echo alias-x'
x
\x
"x"
'x'
x""
alias q='echo "a  b" '\''c  d'\'
q
alias v='echo $V'
V=late
v
V=later
v
alias star='echo *'
touch f1 f2
star
rm f1 f2
alias semi='echo one; echo two'
semi
alias pipe='echo piped |'
pipe cat
alias redir='echo to-file >'
redir out; cat out; rm out
alias amp='echo and &&'
amp echo done
alias lst='echo $1'
set -- positional
lst
