# bash's declare and typeset: -i (arithmetic assignments, += adds), -l
# and -u (case on every assignment; together neither), -x, -r, -g (the
# global name from a function, else a new unset local), -p (as declare
# commands, quoted as bash quotes), +ATTR to take one off, and errors:
# a bad option, a bad name, a read-only name;
# bash is the reference
# expect: bash
declare -i n=2+3 m; m+=4; n+=2*3; echo "$n $m"
declare -p n m
n=abc; echo "$n"; abc=7; n=abc; echo "$n"; n=; echo "[$n]"; n=' 4 '; echo "$n"
declare -i k=10; k+=x; echo "$k"; x=3; k+=x; echo "$k"
declare +i k; k+=1; echo "$k"
declare -u up; up=hello; up+=world; echo "$up"
read up <<EOT
abc
EOT
echo "$up"
declare -l lo=MiXeD; echo "$lo"; lo+=ABC; echo "$lo"
declare -lu both=AbC; echo "$both"; declare -p both
declare -l c; declare -u c; c=aB; echo "$c"; declare -p c
declare -l d=AB; declare +l d; d=CD; echo "$d"
declare -ruxi v=ab; declare -p v
declare -il q=5; declare -p q
typeset -x ex=1; sh -c 'echo "child $ex"'; declare -p ex
declare +x ex; sh -c 'echo "child [$ex]"'; declare -p ex
x="a\"b\$c\\d\`e f"; declare -p x
nl='a
b	c'; declare -p nl
declare u; declare -p u; echo "${u-unset}"
declare -- y=1; declare -p y
declare -x -- z=2; declare -p z
export ex2; declare -p ex2
f() {
	declare a=1; declare -g b=2; typeset c=3; declare -i d=4+4
	declare -p a d; local l=5; l+=6; echo "$l"
	declare x; echo "local x: [${x-unset}]"; x=loc
}
x=glob; f; echo "[$a] [$b] [$c] [$x]"
g() { declare -x gx=1; sh -c 'echo "exported in g: $gx"'; }; g
echo "after g: [${gx-unset}]"
# errors
declare -r ro=1; declare ro=2 2>/dev/null; echo "status $? $ro"
declare +r ro 2>/dev/null; echo "status $?"
(ro=3) 2>/dev/null || echo "still read only"
declare -p nosuch 2>/dev/null; echo "status $?"
typeset -p nosuch 2>/dev/null; echo "status $?"
declare 1x=2 2>/dev/null; echo "status $?"
declare -Z zz 2>/dev/null; echo "status $?"
unset n; n=1+1; echo "$n"
