# empty IFS (no splitting), unset IFS (default), IFS in read and "$*"
show() { printf '%s' "$#:"; for a; do printf '[%s]' "$a"; done; echo; }
v='a b:c'
IFS=
show $v
set -- x y z
show "$*"
echo "$*"
unset IFS
show $v
show "$*"
IFS=:
show $v
echo "$*"
IFS='-+'
echo "$*"
IFS=' '
echo "$*"
f() { local_ifs=$IFS; IFS=/; show $1; IFS=$local_ifs; }
f a/b/c
show $v
IFS=: read a b c <<EOT
1:2:3:4
EOT
echo "$a|$b|$c"
echo "IFS unchanged by prefix: [$IFS]"
IFS=' '
read a b <<EOT
   lead   trail   
EOT
echo "[$a][$b]"
IFS=
read a <<EOT
   kept   
EOT
echo "[$a]"
unset IFS
read a b <<EOT
  p   q  r  
EOT
echo "[$a][$b]"
