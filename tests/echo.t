# echo.t - echo, compared with coreutils' /bin/echo (run through env)
needs applet echo
same "plain" 'env echo hello world'
same "no args" 'env echo'
same "-n" 'env echo -n a b'
same "-n twice and clustered" 'env echo -nn -n x'
same "not an option: -nx" 'env echo -nx y'
same "not an option: --" 'env echo -- a'
same "lone -" 'env echo - a'
same "options stop at the first word" 'env echo a -n'
same "empty argument" "env echo '' x ''"
same "no escapes without -e" 'env echo "a\tb\\c"'
needs config ECHO_ESCAPES
same "-e escapes" 'env echo -e "a\\b\tc\nd\x41\0101\a\b\f\r\v\e|"'
same "-e \\c stops output" 'env echo -e "ab\cde" f'
same "-e octal and hex edges" 'env echo -e "\0 \08 \0400 \x \xg \x414 \q \\"'
same "-e \\NNN without the 0" 'env echo -e "\41z \101\1012 \1234 \18 \7| \400 \777" | od -An -c'
same "-e \\0NNN and \\NNN side by side" 'env echo -e "\0101 \101 \01234 \0 \9 \8" | od -An -c'
same "-E after -e" 'env echo -e -E "a\tb"'
same "-eE clustered" 'env echo -eE "a\tb"'
same "-Ee clustered" 'env echo -Ee "a\tb"'
same "trailing backslash" 'env echo -e "a\\"'
check "-e writes a NUL" 'env echo -e "a\0b" | od -An -c | tr -s " "' " a \\\\0 b \\\\n\n"
