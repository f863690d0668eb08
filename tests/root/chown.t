# root/chown.t - chown and chgrp (as root, inside the unshare -m namespace
# run.sh makes, on a tmpfs of their own), compared with GNU coreutils.
# Owners are fixed ids that every Debian /etc/passwd has: root 0, daemon 1,
# nobody 65534, group nogroup 65534.
needs applet chown
needs root
umask 022
mkdir mt
mount -t tmpfs -o mode=755 chowntest mt || exit 1
trap 'umount -R mt 2>/dev/null' EXIT
cd mt

# SPECS: each owner spec in turn on a fresh 6755 file, with -v, its
# status, the owner and mode after (the kernel clears the set-id bits)
SPECS='touch f; for s in "$@"; do chown 0:0 f; chmod 6755 f
	printf "%s: " "[$s]"; chown -v -- "$s" f; echo "$? $(stat -c "%u:%g %a" f)"
	done 2>&1; rm f'
REF=chown same "user" "sh -c '$SPECS' - root 1 daemon nobody 65534 99999"
REF=chown same "user:group" "sh -c '$SPECS' - root:root 1:1 daemon:1 nobody:nogroup nobody:65534 1:daemon 0:nogroup 99999:1 99999:nogroup"
REF=chown same "user: is the login group" "sh -c '$SPECS' - root: daemon: nobody:"
REF=chown same ":group" "sh -c '$SPECS' - :0 :daemon :nogroup :99999 :01"
REF=chown same "nothing to change" "sh -c '$SPECS' - '' :"
REF=chown same "dot form" "sh -c '$SPECS' - nobody.nogroup daemon. .daemon 0.daemon . daemon.daemon.x 0."
REF=chown same "numbers" "sh -c '$SPECS' - +0 +1:+1 00 ' 1' ' +1' 4294967294 2147483648 '65534: 1' +65534:nogroup"
REF=chown same "invalid user" "sh -c '$SPECS' - x 1x 1k 0x10 '1 ' '+ 1' + ' ' ' -1' +daemon 4294967295 4294967296 99999999999999999999 a:b:c"
REF=chown same "invalid group" "sh -c '$SPECS' - :x 0:x :+ :-1 :: root:root:x :4294967295"
REF=chown same "invalid spec" "sh -c '$SPECS' - 0: 1: x: +0: +:"
REF=chown same "spec with a newline" 'touch f; chown "x
y" f; echo $?; chown ":a'"'"'b" f; echo $?; rm f'

# user names with dots, from an /etc/passwd of our own (bind mounted in a
# namespace of the command's own)
cat > passwd <<'EOF'
root:x:0:0:root:/root:/bin/sh
a.b:x:5:5::/:/bin/sh
a:x:6:6::/:/bin/sh
c:x:8:8::/:/bin/sh
d.e:x:9:9::/:/bin/sh
12:x:13:13::/:/bin/sh
n:x:20:999::/:/bin/sh
EOF
cat > group <<'EOF'
root:x:0:
b:x:10:
d:x:11:
e:x:12:
d.e:x:14:
e.f:x:15:
13:x:16:
12:x:17:
EOF
REFS="unshare mount" REF=chown same "dots in names" "unshare -m sh -c 'mount --bind passwd /etc/passwd && mount --bind group /etc/group && sh -c '\''$SPECS'\'' - a.b a.e c.d c.d.e c.e.f d.e 12 12: 12.e :13 13 a.13 n: n. 0.b a.
	touch f; chgrp -v 12 f; chgrp -v d.e f; chown -v --from=12: 0 f; rm f'"
rm passwd group

# chgrp takes GROUP alone, names it as given
CHGRP='touch f; for s in "$@"; do chown 0:0 f; chmod 6755 f
	printf "%s: " "[$s]"; chgrp -v -- "$s" f; echo "$? $(stat -c "%u:%g %a" f)"
	done 2>&1; rm f'
REF=chgrp same "chgrp" "sh -c '$CHGRP' - 65534 nogroup root '' ' 1' +1 01 +01 ' +1' 4294967295"
REF=chgrp same "chgrp invalid group" "sh -c '$CHGRP' - +root 1:1 x : . 4294967296 ' -1' 1k '+ 1' '1 ' 18446744073709551615 0x1 +"

same "-c" 'touch f; chown -c 1 f; chown -c 1 f; chown --changes :1 f; chgrp -c 0 f; chgrp -c 0 f; rm f'
same "-v" 'touch f; chown -v 1:1 f; chown --verbose 1:1 f; chgrp -v daemon f; rm f'
same "several files" 'touch a b c; chown 1 b; chown -v 1 a b c; stat -c "%u:%g %n" a b c; rm a b c'
same "missing file" 'touch f; chown 1 x f; echo $?; chown -v 1 x; echo $?; chown -c :1 x; echo $?; chown -f 1 x; echo $?; chown -fv : x; echo $?; chgrp -v 1 x/y f/y; echo $?; stat -c "%u:%g" f; rm f'
same "--silent --quiet" 'chown --silent 1 x; echo $?; chgrp --quiet 1 x; echo $?'
same "changed by -R -c" 'mkdir -p d/e; touch d/f d/e/g; chown 1 d/f; chown -Rc 1 d | sort; rm -r d'

# symbolic links: the operand's target, unless -h (or -R without -H/-L)
same "link operand" 'touch f; ln -s f l; chown -v 1:1 l; stat -c "%u:%g %n" f l; rm f l'
same "-h" 'touch f; ln -s f l; chown -hv 1:1 l; chgrp -h --no-dereference 1 l; stat -c "%u:%g %n" f l; rm f l'
same "-h then --dereference" 'touch f; ln -s f l; chown -h --dereference 1 l; stat -c "%u:%g %n" f l; chown --dereference -h 2 l; stat -c "%u:%g %n" f l; rm f l'
same "dangling link" 'ln -s nowhere n; chown 1 n; echo $?; chown -f 1 n; echo $?; chown -h 1 n; echo $?; chown -R 1 n; echo $?; stat -c "%u:%g %n" n; rm n'
same "link loop" 'ln -s self s; chown 1 s; echo $?; chown -RH 1 s; echo $?; chown -RLv 1 s; echo $?; chown -hv 1 s; echo $?; rm s'
same "set-id bits of a link target" 'touch f; chmod 6755 f; ln -s f l; chown -h 1 l; stat -c "%a %n" f; chown 1 l; stat -c "%a %n" f; rm f l'

# -R over d/ holding f, l -> ../t (a file), ld -> ../td (a directory),
# n (dangling); L -> d; with -H, -L, -P and -h, in each order
TREE='mkdir -p d td; touch t d/f td/x; ln -s ../t d/l; ln -s ../td d/ld; ln -s nowhere d/n; ln -s d L'
SHOW='stat -c "%u:%g %n" t td td/x d d/f d/l d/ld d/n L; rm -r t td d L'
for o in -R -RP -RH -RL -hR -hRH -hRL "-RL --no-dereference" "-RH --dereference" -RHP -RLH -RPL "-R -h -P" "-RL -h" -H -L; do
	for op in L d; do
		REF=chown same "$o $op" "$TREE; chown -c $o 1:1 $op | sort; echo \$?; $SHOW"
	done
done
# -v of a link that cannot be dereferenced: GNU names the owner its stat
# buffer held from before (garbage), rootbox the link's own
check -e "chown: cannot dereference 'L/n': No such file or directory\n" \
	"-RH -v, dangling link" "$TREE; chown -RHv 1:1 L | sort; $SHOW" \
	"changed ownership of 'L' from root:root to 1:1\nchanged ownership of 'L/f' from root:root to 1:1\nchanged ownership of 'L/l' from root:root to 1:1\nchanged ownership of 'L/ld' from root:root to 1:1\nfailed to change ownership of 'L/n' from root:root to 1:1\n1:1 t\n1:1 td\n0:0 td/x\n1:1 d\n1:1 d/f\n0:0 d/l\n0:0 d/ld\n0:0 d/n\n0:0 L\n"
same "-RH and -RL, status" "$TREE; chown -RH 1:1 L; echo \$?; chown -RL 2 L; echo \$?; chown -RLf 3 d; echo \$?; $SHOW"
same "-R dangling operand" 'ln -s nowhere n; chown -RHc 1 n; echo $?; chown -RLc 1 n; echo $?; rm n'
same "-R --dereference needs -H or -L" 'touch f; chown -R --dereference 1 f; echo $?; chown --dereference -RP 1 f; echo $?; chgrp -R --dereference 1 f; echo $?; chown -R --dereference; echo $?; stat -c "%u:%g" f; rm f'
same "-R directory after its contents" 'mkdir -p d/e; touch d/e/f; chown -Rv 1 d; chgrp -R --verbose 1 d; rm -r d'
same "-RL loop" 'mkdir -p lp/a; ln -s .. lp/a/up; chown -RLv 1 lp; echo $?; chown -hRLv 0 lp; echo $?; chown -RLc 0 lp; echo $?; rm -r lp'
same "-RL link to a directory" 'mkdir -p a/b td; touch td/x; ln -s ../../td a/b/l; chown -RL 1 a; stat -c "%u:%g %n" a a/b a/b/l td td/x; rm -r a td'

same "--reference" 'touch r f; chown 1:65534 r; chown -v --reference=r f; chown -v --reference=r f; chgrp --reference=r -v f; stat -c "%u:%g" f; rm r f'
same "--reference unnamed ids" 'touch r f; chown 99999:99998 r; chown -v --reference=r f; chown :0 f; chgrp -c --reference=r f; rm r f'
same "--reference through a link" 'touch r f; chown 1:1 r; ln -s r l; chown --reference l f; stat -c "%u:%g" f; rm r f l'
same "--reference missing" 'touch f; chown --reference=zz f; echo $?; chgrp --reference=zz f; echo $?; rm f'

FROM='touch f; for fr in "$@"; do chown 0:0 f; chmod 6755 f
	printf "%s: " "[$fr]"; chown -v --from="$fr" 1:1 f; echo "$? $(stat -c "%u:%g %a" f)"
	done 2>&1; rm f'
REF=chown same "--from" "sh -c '$FROM' - 0 1 :0 :1 0:0 0:1 1:0 root: root. '' : ' 1' +0 x :x 0:x"
same "--from login group" 'touch f; chown 0:1 f; chown -v --from=root: 1:1 f; chown -c --from=0 : f; chown -v --from=:1 "" f; chown -R --from 0 2 f; stat -c "%u:%g" f; rm f'
same "--from error" 'touch f; chown --from=x y f; echo $?; chown --from=x; echo $?; rm f'

# as nobody, in n/ (which nobody may write)
NB="setpriv --reuid=65534 --regid=65534 --clear-groups"
mkdir n && chmod 777 n
REFS=setpriv REF=chown same "not permitted" 'cd n && '"$NB"' sh -c "
	touch f; mkdir x; touch x/i; chmod 600 x
	for o in \"\" -v -c -f -fv; do echo \"== \$o\"; chown \$o 0 f; echo \$?; chown \$o :0 f; echo \$?
	chgrp \$o 0 f; echo \$?; chown \$o 0:0 f; echo \$?; chown \$o : f; echo \$?; chown \$o nobody f; echo \$?
	chgrp \$o nogroup f; echo \$?; chown \$o 0 x/i; echo \$?; chown \$o :root f; echo \$?
	chown \$o root: f; echo \$?; done 2>&1; chmod 700 x; rm -r f x"'
REFS=setpriv REF=chown same "not permitted -R" 'cd n && '"$NB"' sh -c "
	mkdir d u x; touch d/g u/h x/i; chmod 0 u; chmod 600 x
	chown -R 0 d u; echo \$?; chown -Rv nobody d u; echo \$?; chown -Rc nobody: d u; echo \$?
	chown -Rf nobody: d u; echo \$?; chown -Rfv 0 d u; echo \$?; chown -Rv 0 x; echo \$?; chgrp -Rv 0 x; echo \$?
	chmod 700 u x; rm -r d u x" 2>&1'
rmdir n

same "names with newlines" 'touch "a
b"; ln -s "a
b" "l
k"; mkdir "d
e"; touch "d
e/f
g"; chown -v 1 "a
b" "l
k" "x
y"; echo $?; chown -Rv 1 "d
e"; chown -hc 2 "l
k"; rm -r "a
b" "l
k" "d
e"'

# --preserve-root, in a chroot whose "/" is a tmpfs: a failed refusal
# would change only that
ROOTCMD='mkdir r && mount -t tmpfs x r && mkdir r/k && touch r/k/f &&
	for f in $(command -v chown) $(ldd $(command -v chown) 2>/dev/null | grep -o "/[^ ]*"); do
		mkdir -p r${f%/*} && cp -L $f r$f || exit; done && C=$(command -v chown) &&
	for a in / // /../ /. /k/.. /k/../; do chroot r $C -R --preserve-root 1 $a; echo $?; done
	chroot r $C -Rv --preserve-root --no-preserve-root 1 /k; echo $?
	chroot r $C -v --preserve-root 1 /; echo $?
	chroot r $C -Rfv --preserve-root 1 /; echo $?
	chroot r $C -RHv --preserve-root 1 /; echo $?
	ln -s / r/k/l; chroot r $C -RHv --preserve-root 1 /k/l; echo $?
	chroot r $C -Rv --preserve-root 1 /k/l; echo $?
	chroot r $C -RLv --preserve-root 0 /k; echo $?
	chroot r $C -R --no-preserve-root --preserve-root 2 /; echo $?
	stat -c "%u %n" r/k r/k/f r r/k/l; umount r; rmdir r'
# (under Valgrind, chown is a script that runs valgrind: not in the chroot)
VG=1 REFS="ldd chroot mount" REF=chown same "--preserve-root" "$ROOTCMD"

check -s 1 -e "chown: missing operand\nUsage: chown [-RcfhvHLP] [OWNER][:[GROUP]] FILE...\n" \
	"missing operand" 'chown' ""
check -s 1 -e "chown: missing operand after '1'\nUsage: chown [-RcfhvHLP] [OWNER][:[GROUP]] FILE...\n" \
	"missing file operand" 'chown 1' ""
check -s 1 -e "chown: missing operand\nUsage: chown [-RcfhvHLP] [OWNER][:[GROUP]] FILE...\n" \
	"--reference without FILE" 'chown --reference=zz' ""
check -s 1 -e "chgrp: missing operand after '1'\nUsage: chgrp [-RcfhvHLP] GROUP FILE...\n" \
	"chgrp missing file operand" 'chgrp 1' ""
check -s 1 -e "chown: missing operand after 'x'\nUsage: chown [-RcfhvHLP] [OWNER][:[GROUP]] FILE...\n" \
	"missing operand before a bad user" 'chown x' ""
check -s 1 -e "chgrp: unrecognized option '--from'\nUsage: chgrp [-RcfhvHLP] GROUP FILE...\n" \
	"chgrp has no --from" 'chgrp --from=0 1 f' ""
check -s 1 -e "chown: invalid option -- 'Q'\nUsage: chown [-RcfhvHLP] [OWNER][:[GROUP]] FILE...\n" \
	"bad option" 'chown -Q 1 f' ""
cd ..
