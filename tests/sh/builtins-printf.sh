# printf as the shell runs it: conversions, reuse, %b, errors go on
printf '%s-%s\n' a b c d
printf '%d %i %o %x %X %u\n' 42 -7 8 255 255 3
printf '%5s|%-5s|%.2s\n' ab cd efgh
printf '%05d|%+d|% d|%-4d|\n' 42 5 6 7
printf '%*d|%.*f\n' 6 1 2 3.14159
printf '%c%c\n' hello world
printf '%b\n' 'tab\there' 'oct\0101'
printf '%%\n'
printf '%s\n'
printf 'no newline'; echo
printf '%d\n' "'A"
printf '%s\n' "multi word" more
printf '\101\t\102\n'
printf '%d\n' 0x10 010
printf 'x%sy\n' ''
printf -- '-dash\n'
printf '%.3f %e\n' 2 12345
v=$(printf '%s,' 1 2 3); echo "$v"
printf '%b' 'stop\cnever'; echo
printf '%s\n' "$(printf '%s' inner)"
