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
