# tilde prefixes in an assignment: after the first '=' only (y=x=~ keeps
# the second tilde), after each unquoted ':', and the same inside an
# unquoted ${u-word} of the value (POSIX 2.6.1; dash and bash agree)
HOME=/h
y=x=~; echo "$y"
y==~; echo "$y"
export e=x=~:~; echo "$e"
v=1; w=$v=~:~; echo "$w"
x=${x:-~/a:~/b}; echo "$x"
z=a:${u-~/q:~/r}; echo "$z"
q="${u-~/a:~}"; echo "$q"
r=${u-"~"/a:~}; echo "$r"
s=${u-a=~}; echo "$s"
t=${u-$v:~}; echo "$t"
echo x=~ ${u-a:~}
