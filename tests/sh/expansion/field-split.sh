# field splitting with the default IFS and with IFS white and non-white
show() { printf '%s' "$#:"; for a; do printf '[%s]' "$a"; done; echo; }
v='  a  b	c
d  '
show $v
show "$v"
IFS=:
v='a:b::c:'
show $v
v=':a'
show $v
v='::'
show $v
IFS=': '
v=' a : b  :: c '
show $v
IFS=' :'
v='a  :  b'
show $v
IFS=,
v='x,y'
show $v "$v" ${v}
set -- $v,z
show "$@"
w='1,2'
show $w$w
show "$w"$w
IFS=' '
u='a	b'
show $u
IFS='	'
show $u
IFS=' 	
'
empty=
show $empty
show "$empty"
show $empty x $empty
show ${empty} "${empty}"
l='one
two'
show $l
x='a b'
show $x"$x"$x
