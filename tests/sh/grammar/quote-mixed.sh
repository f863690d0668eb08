# adjacent quoted and unquoted parts form one word; empty quotes give an
# empty field; quoting is kept through concatenation
show() { printf '%s' "$#:"; for a; do printf '[%s]' "$a"; done; echo; }
show a"b"'c'\d
show "" '' "''" '""'
show ""'' x""'' ''""y
v='1 2'
show "$v"$v"$v"
show '$v'"$v"\$v
show "a'b" 'a"b' a\'b a\"b
show "${v}"'${v}'
e=
show $e"" ""$e $e$e
show "$e" "$e$e" x"$e"
show a\ "b c"\ d
show \""$v"\"
show "'$v'"
