# single quotes keep everything, including newlines, backslashes at line
# ends, and characters special to every other context
printf '[%s]\n' 'a
b'
printf '[%s]\n' 'ends with backslash\'
printf '[%s]\n' 'back\
slash newline kept'
printf '[%s]\n' '"' '$' '`' '\' '#' '|' ';' '&' '(' ')' '<' '>' '*' '?' '[' '~'
x='${x} $(x) $((1)) `x`'; printf '[%s]\n' "$x"
printf '[%s]\n' ''''
printf '[%s]\n' '	tab'
printf '[%s]\n' a'b'c 'a'"b"'c'
case 'a b' in 'a b') echo "case single" ;; esac
cat <<'E'
'quotes' in a quoted here-doc stay
E
