# a backslash that ends one unquoted expansion escapes the first character
# of what follows in the same word (another expansion or literal text),
# as in dash; a quoted character after it stays literal: dash lets a$x"*"
# match "a\" as if the * were unquoted, so NAME.out has a\* there
show() { printf '%s|' "$@"; echo; }
touch ab 'a\' 'a*'
x='\' y='b*'
show a$x$y a$x* *$x $x "$x" a$x a$x"b" a${x}b*
show a$x"*"
IFS=:
z='a\:b*'; show $z
z='a\'; show $z$y
# expect: own (the comment at the top says why)
