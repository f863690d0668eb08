# the format is reused while arguments remain; missing ones are empty or
# zero; \c in %b stops everything, also the reuse
printf '%s=%d\n' a 1 b 2 c
printf '<%s>' 1 2 3; echo
printf '%s %s %s\n' 1 2 3 4
printf '%d%%\n' 10 20
printf 'x\n' a b c
printf '%b,' 'p' 'q\c' 'r'; echo
printf '%c' a b c; echo
printf '[%5s]' x y; echo
printf '%.1s' abc def; echo
printf '%s-%s\n' "" ""
