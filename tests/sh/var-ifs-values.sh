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
