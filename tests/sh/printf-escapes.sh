# printf format escapes (\a \b \f \n \r \t \v \\ \ooo) and %b argument
# escapes (\0ooo, \c), shown through od so every byte is visible
printf 'a\tb\\c\n' | od -An -c | tr -s ' '
printf '\101\102\103\n'
printf '\1010\n'
printf '\a\b\f\r\v' | od -An -c | tr -s ' '
printf '%b\n' 'a\tb' 'c\\d' '\0101' '\101' | od -An -c | tr -s ' '
printf '%b' 'one\ctwo'; echo "|"
printf '%b|%s\n' 'x\cy' z; echo "| after"
printf '%b\n' '\0' | od -An -c | tr -s ' '
printf '%b\n' 'trailing\' | od -An -c | tr -s ' '
printf 'trail\\\n'
printf '%%b of %s\n' plain
printf '%5b|%-5b|\n' ab cd
