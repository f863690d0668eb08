# printf %s and %c: widths, precision cuts, - flag, empty and missing
# arguments, * from the arguments including negative widths
printf '[%s] [%10s] [%-10s] [%.2s] [%10.2s] [%-4.1s]\n' hello hello hello hello hello hello
printf '[%c] [%3c] [%-3c] [%c]\n' abc x y ''
printf '[%s]\n' ''
printf '[%s] [%s]\n' only
printf '[%*s] [%-*s]\n' 5 a 5 b
printf '[%*s]\n' -5 neg
printf '[%.*s]\n' 3 abcdef
printf '[%.*s]\n' 0 abc
printf '[%5%]\n' 2>/dev/null | grep -c . >/dev/null && echo "percent ok"
printf '%s\n' a b c
printf '%s %s\n' a b c
printf 'no conversion\n' extra args
printf '[%s]' "with
newline"; echo
