# a backslash that comes from an unquoted expansion escapes the next
# character of a pathname pattern (as in dash and bash, and as it already
# did in case patterns), yet stays in the word when the field is not
# globbed, set -f is on, or nothing matches
show() { printf '%s|' "$@"; echo; }
touch 'a\b' ab 'a*' c
x='a\*'; show $x
case 'a*' in $x) echo case-same ;; esac
x='a\b*'; show $x "$x"* $x"*" x$x
x='\c'; show $x $x*
x='[\c]'; show $x
x='x\ y*'; show $x
x='\'; show $x $x* "$x"
x='a\*'; set -f; show $x; set +f
x='a\?'; show $x
x='a\[b]'; show $x
IFS=:; x='a\:b:c\*'; show $x
