# single quotes keep everything literal up to the next single quote

# single quotes: everything literal up to the next single quote
echo 'a b   c'
printf '%s\n' '$HOME `x` "q" \ \\'
echo 'it'\''s'
echo ''
echo x''y
echo '*' '?' '[a]'
echo 'line one
line two'
set -- '' 'a b' ''
echo $#
for a in "$@"; do echo "<$a>"; done
echo '#' 'a;b' 'a|b' 'a&b'
v='$(echo no)'
echo "$v"
echo 'tab	inside'

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
