# expansions next to each other and to literal text form one word before
# splitting; splitting can then cut across their boundaries
show() { printf '%s' "$#:"; for a; do printf '[%s]' "$a"; done; echo; }
p='1 2' q='3 4'
show $p$q
show "$p"$q
show $p"$q"
show x$p$q"y"
show $(echo a)$(echo b)
show $(echo 'a b')$(echo 'c d')
show $((1))$((2))$p
e=
show $e$e
show "$e$e"
show $e"$e"
show ${p}_$q
show ${p%2}${q#3}
