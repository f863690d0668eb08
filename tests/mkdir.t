# mkdir.t - mkdir, compared with GNU mkdir
needs applet mkdir
umask 022
same "one" 'mkdir d && stat -c "%F %a" d; rmdir d'
same "several" 'mkdir d1 d2 && ls -d d1 d2; rmdir d1 d2'
same "exists" 'mkdir e e; echo $?; rmdir e'
same "missing parent" 'mkdir x/y; echo $?'
same "-p" 'mkdir -p p/q/r && stat -c "%n %a" p p/q p/q/r; rm -r p'
same "-p existing is fine" 'mkdir -p p p/q && mkdir -p p/q && echo ok; rm -r p'
same "-p trailing slashes" 'mkdir -p s1/s2// && ls -d s1/s2; rm -r s1'
same "-p through a file" 'touch f; mkdir -p f/g; echo $?; rm f'
same "-p onto a file" 'touch f; mkdir -p f; echo $?; rm f'
same "-v" 'mkdir -v v1 && mkdir -pv v1/a/b v2; rm -r v1 v2'
same "-m octal" 'mkdir -m 700 m1 && mkdir -m 1777 m2 && mkdir -m 2750 m3 && stat -c "%A" m1 m2 m3; rmdir m1 m2 m3'
same "-m ignores the umask" 'umask 077; mkdir -m 777 m && stat -c %a m; rmdir m'
same "-m symbolic" 'mkdir -m u=rwx,g=rx,o= m1 && mkdir -m a=rwx,a+t m2 && mkdir -m go-rwx m3 && mkdir -m =r m4 && mkdir -m +w,u-x m5 && stat -c "%A" m1 m2 m3 m4 m5; rmdir m1 m2 m3 m4 m5'
same "-m copy and X" 'mkdir -m o=u,g=X m1 && stat -c %A m1; rmdir m1'
same "-m with -p sets only the last" 'mkdir -p -m 700 a/b && stat -c "%n %a" a a/b; rm -r a'
# parents keep u+wx whatever the umask, so what comes below can be made
same "-p -m under umask 377" 'umask 377; mkdir -p -m 700 a/b/c && stat -c "%n %a" a a/b a/b/c; chmod -R u+rwx a; rm -r a'
same "-p under umask 377" 'umask 377; mkdir -pv a/b && mkdir -p a/c/d; stat -c "%n %a" a a/b a/c a/c/d; chmod -R u+rwx a; rm -r a'
same "-p under umask 777" 'umask 777; mkdir -p a/b; stat -c "%n %a" a a/b; chmod -R u+rwx a; rm -r a'
same "-p -m under umask 277" 'umask 277; mkdir -p -m u=r p/q; stat -c "%n %a" p p/q; chmod -R u+rwx p; rm -r p'
same "--mode and --parents" 'mkdir --parents --mode=750 l/m && stat -c %a l/m; rm -r l'
same "invalid mode" 'mkdir -m 8 x; echo $?; mkdir -m u+q y; echo $?; ls -d x y'
check -s 1 -e "mkdir: missing operand\nUsage: mkdir [-pv] [-m MODE] DIRECTORY...\n" \
	"missing operand" 'mkdir' ""
check -s 1 -e "mkdir: option requires an argument -- 'm'\nUsage: mkdir [-pv] [-m MODE] DIRECTORY...\n" \
	"-m needs a mode" 'mkdir -m' ""
