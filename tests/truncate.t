# truncate.t - truncate, compared with GNU truncate
needs applet truncate
umask 022
# SIZE on a 10-byte file: the status and the new size
s() {
	same "-s $1" "truncate -s 0 a && truncate -s 10 a && truncate -s '$1' a; echo \$?; stat -c %s a"
}
for x in 1K 1KB 1KiB 1k 1kB 1M 1MB 1MiB 1G 1T 1E 1Z 1b 1B 1c 0x10 010 1.5K \
    ' 5' +5 -3 '<100' '>5' '/7' 'K' '' 1KiB2 1kb 1e \
    9223372036854775807 9223372036854775808 8E 1R 1m 1g 1t 1p 1Gb 1GB \
    1GiB 1gB 1giB 1GIB --5 +-5 -0 /0 '< 5' '+ 5' +K -K ++5 ' -5' \
    -9223372036854775808 +9223372036854775807 '5K ' \
    -1K; do
	s "$x"
done
same "-s round up" 'truncate -s 0 a && truncate -s 10 a && truncate -s "%7" a; echo $?; stat -c %s a'
same "-s zero" 'truncate -s 0 a; echo $?; stat -c %s a'
same "-s round up by zero" 'truncate -s "%0" a; echo $?'
same "extending makes a hole" 'printf abc > h && truncate -s 1M h && stat -c "%s %b" h | awk "{ print \$1, (\$2 < 100) }"; od -c h | head -3; rm h'
same "creates" 'truncate -s 5 new && stat -c "%s %a" new; rm new'
same "-c" 'truncate -c -s 5 nope; echo $?; ls nope'
same "-r" 'truncate -s 100 r && truncate -r r a && stat -c %s a && truncate -r r -s +5 a && stat -c %s a && truncate -r r -s "<50" a && stat -c %s a; rm r'
same "-r missing" 'truncate -r nope a; echo $?'
same "-o" 'truncate -s 0 b && truncate -o -s 2 b && stat -c %s b && truncate -o -s +1 b && stat -c %s b; rm b'
same "-o overflow" 'truncate -o -s 1E b; echo $?; rm -f b'
same "several files, errors" 'mkdir d; truncate -s 5 a b d nodir/x e; echo $?; stat -c "%n %s" a b e; rm -r b d e'
same "a FIFO" 'mkfifo fi && timeout 5 truncate -s 5 fi; echo $?; rm fi'
same "a character device" 'truncate -s 0 /dev/null; echo $?'
same "multiple relative modifiers" 'truncate -s "<-5" a 2>&1 | head -1'
same "last -s wins" 'truncate -s 5 -s 6 a && stat -c %s a'
same "long options" 'truncate --size=7 --no-create a && truncate --io-blocks --size=0 a && truncate --reference=a --size=+3 a && stat -c %s a'
same "name with a newline" 'truncate -s 1 "$(printf "n\nl")" && truncate -s 1 "$(printf "x\ny")/z"; echo $?; rm "$(printf "n\nl")"'
REF=truncate REFS=setpriv
same "permission denied" ': > p && chmod 444 p && setpriv --reuid=nobody --regid=nogroup --clear-groups "$(command -v truncate)" -s 0 p; echo $?; rm -f p'
REF= REFS=
check -s 1 -e "truncate: you must specify either '--size' or '--reference'\nUsage: truncate [-co] [-s [+-<>/%]SIZE] [-r RFILE] FILE...\n" \
	"no size" 'truncate a' ""
check -s 1 -e "truncate: missing operand\nUsage: truncate [-co] [-s [+-<>/%]SIZE] [-r RFILE] FILE...\n" \
	"missing operand" 'truncate -s 5' ""
check -s 1 -e "truncate: you must specify a relative '--size' with '--reference'\nUsage: truncate [-co] [-s [+-<>/%]SIZE] [-r RFILE] FILE...\n" \
	"-r needs a relative size" 'truncate -r a -s 5 a' ""
check -s 1 -e "truncate: '--io-blocks' was specified but '--size' was not\nUsage: truncate [-co] [-s [+-<>/%]SIZE] [-r RFILE] FILE...\n" \
	"-o without -s" 'truncate -o -r a b' ""
