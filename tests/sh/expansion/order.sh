# the order of expansions: tilde, parameter, command, arithmetic, then
# field splitting, globbing, quote removal; results are not re-expanded
x='$y'; y=no
echo $x "$x"
a='*'; mkdir d; touch d/f1 d/f2
cd d
echo $a "$a"
cmd='echo $((1+1))'
echo $cmd
b='$(echo no)'; echo $b
c='~'; echo $c
n=3; echo $(( n * $(echo 2) ))
IFS=,; l='1,2'; echo $(( ${l%,*} + 1 )); IFS=' 	
'
p='f*'; echo $p "$p" ${p}
e=; echo x${e}y "x${e}y"
set -- $(echo 'a b' '*'); echo "$#: $*"
cd ..
rm -r d
v="a  b"; echo $v; echo "$v"
echo ${v#a } "${v#a }"
