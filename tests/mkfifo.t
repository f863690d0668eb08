# mkfifo.t - mkfifo, compared with GNU mkfifo
needs applet mkfifo
umask 022
same "two" 'mkfifo a b && stat -c "%n %A" a b; rm a b'
same "exists" 'mkfifo a; mkfifo a b; echo $?; rm -f a b'
same "missing directory" 'mkfifo nodir/x; echo $?'
same "-m octal" 'mkfifo -m 600 a && mkfifo -m 777 b && stat -c "%n %A" a b; rm a b'
same "-m symbolic" 'mkfifo -m u=rw,go= a && mkfifo -m a+x b && mkfifo -m go-w c && stat -c "%n %A" a b c; rm a b c'
same "-m ignores the umask" 'umask 077; mkfifo -m 666 a && stat -c %A a; rm a'
same "symbolic -m and the umask" 'umask 077; mkfifo b && mkfifo -m +w c && mkfifo -m -w d && stat -c "%n %A" b c d; rm b c d'
same "-m: not only permissions" 'mkfifo -m 4777 a; mkfifo -m +t b; mkfifo -m u+s c; echo $?; ls a b c'
same "invalid mode" 'mkfifo -m 9 a; mkfifo -m u+q b; echo $?; ls a b'
same "--mode" 'mkfifo --mode=640 a && stat -c %A a; rm a'
same "name with a newline" 'mkfifo "$(printf "n\nl")" && mkfifo "$(printf "n\nl")"; rm "$(printf "n\nl")"'
REF=mkfifo REFS=setpriv
same "permission denied" 'mkdir -m 555 d && setpriv --reuid=nobody --regid=nogroup --clear-groups "$(command -v mkfifo)" d/x; echo $?; rmdir d'
REF= REFS=
check -s 1 -e "mkfifo: missing operand\nUsage: mkfifo [-m MODE] NAME...\n" \
	"missing operand" 'mkfifo' ""
