# only trailing newlines are removed; other whitespace and inner newlines
# stay; unquoted results are split and globbed, quoted ones are not
show() { printf '%s' "$#:"; for a; do printf '[%s]' "$a"; done; echo; }
show "$(printf 'a\n\n')"
show "$(printf 'a \n')"
show "$(printf '\ta\t')"
show "$(printf '\n\na')"
show "$(printf 'a\n\nb\n\n')"
show "$(printf 'a\r\n')" | od -c | sed -n 1p | tr -s ' '
show "$(printf '\n\n\n')"
show $(printf 'x  y\n z\n')
show "$(echo)"x
show $(echo)
show x$(echo)y
touch g1 g2
show $(echo 'g*')
show "$(echo 'g*')"
rm g1 g2
IFS=:
show $(echo a:b::c)
unset IFS
n=$(printf '%s\n' 1 2 3); show "$n"
