# bash's NAME+=WORD: appends to the value (a plain assignment when NAME
# is unset), before a command, in export, readonly and local (a new
# local starts unset), with declare -i adding and -l/-u converting;
# bash is the reference
# expect: bash
x=a; x+=b; echo "$x"
x+=" c" y+=new; echo "$x" "$y"
unset u; u+=abc; echo "$u"
e=; e+=; echo "[$e]"
p=/usr; p+=/bin:~; [ "$p" = "/usr/bin:$HOME" ] && echo "tilde after :"
x=a; x+=b x+=c; echo "$x"
x=a; x+=1 env | grep '^x='; echo "$x"
x=a; x+=2 sh -c 'echo "child $x"'
n=1; n+=1; echo "$n"
n=1; n+=$((1 + 1)); echo "$n"
v=1; export v+=2; echo "$v"; sh -c 'echo "exported $v"'
r=a; readonly r+=b; echo "$r"; (r+=c) 2>/dev/null || echo "read only"
f() { local x+=loc; echo "in f: $x"; local y=1; y+=2; echo "$y"; }
x=glob; f; echo "after f: $x"
g() { x+=more; }; x=a; g; echo "$x"
# a word with += that is no assignment
echo a+=b; 1x+=2 2>/dev/null || echo "not a name"
c='x+=y'; echo $c
set -- 1; for i in a b; do s+=$i; done; echo "$s"
