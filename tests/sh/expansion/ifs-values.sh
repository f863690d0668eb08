# IFS empty, unset and non-white; IFS in read and "$*"

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

# IFS empty: no splitting at all; IFS unset: as if space, tab, newline
show() { printf '%s' "$#:"; for a; do printf '[%s]' "$a"; done; echo; }
v='a b	c
d'
IFS=
show $v
show $(printf 'x y\nz')
set -- 'p q' r
show $*
show $@
show "$*"
e=
show $e "" $e
unset IFS
show $v
show "$*"
x=; IFS=$x; show $v
unset IFS
(unset IFS; show $v)
f() { local_v=$IFS; show $v; }
IFS=:; f; unset IFS; f

# IFS: unset means space/tab/newline, empty means no splitting, a
# non-whitespace IFS makes empty fields, and "$*" joins with its first
# character; IFS changes take effect for the next expansion
show() { printf '<%s>' "$@"; echo; }
v=' a  b:c::d '
show $v
IFS=:; show $v
IFS=' :'; show $v
IFS=; show $v
unset IFS; show $v
set -- x y z
IFS=-; echo "$*"; IFS=''; echo "$*"; unset IFS; echo "$*"
IFS=ab; w=xaybzc; show $w; echo "$*"
IFS=' '; t='a	b'; show $t
IFS='	'; show $t
unset IFS
x=1,2,3; IFS=,; for i in $x; do printf '%s;' "$i"; done; echo; unset IFS
IFS=: read -r p q <<EOF2
one:two
EOF2
show "$p" "$q"
