# root/su.t - su run by root, compared with util-linux's su on the
# machine's own users; then, in a new root holding a set-user-ID static
# rootbox and its own /etc/passwd and /etc/shadow, su run by a user on a
# pseudo-terminal, and the other applets of that binary running with
# the caller's ids alone (but id, which reports them)
needs applet su
needs root
REF=su
same "a command as nobody" \
	"su -s /bin/sh -c 'echo \$HOME \$SHELL \$USER \$LOGNAME; id; pwd; echo \$0' nobody"
same "login shell" \
	"env -i TERM=vt100 FOO=1 \$(command -v su) - -s /bin/sh -c 'echo \$HOME \$SHELL \$USER \$LOGNAME \$TERM \$FOO; pwd; echo \$0' nobody"
same "-l after the name" \
	"env -i FOO=1 \$(command -v su) nobody -l -s /bin/sh -c 'echo \$USER \$FOO'"
same "-m keeps the environment" \
	"env -i HOME=/h FOO=1 \$(command -v su) -m -s /bin/sh -c 'echo \$HOME \$SHELL \$USER \$FOO' nobody"
same "-p keeps the environment" \
	"env -i HOME=/h \$(command -v su) -p -s /bin/sh -c 'echo \$HOME \$SHELL' nobody"
same "root keeps USER" \
	"env -i USER=me \$(command -v su) -c 'echo \$USER \$HOME' root"
same "ARGs after -c" "su -s /bin/sh -c 'echo \$0 \$*' nobody a b c"
same "ARGs without -c" "su -s /bin/sh nobody -c 'echo \$0 \$*' x y"
same "the command's status" "su -c 'exit 3' root; echo \$?"
same "unknown user" "su nosuchuser; echo \$?"
same "missing shell" "su -s /nonexistent nobody; echo \$?"
same "shell not executable" "su -s /etc/passwd nobody; echo \$?"
check -s 1 -e "su: invalid option -- 'Y'\nUsage: su [-lmp] [-c CMD] [-s SHELL] [-] [USER [ARG]...]\n" \
	"unknown option" "su -Y" ""

[ -x "$PTYRUN" ] || _skipping="no $PTYRUN"
needs cmd chroot
# a SANITIZE=1 rootbox is dynamic and cannot run in nr/
if ! command -v ldd >/dev/null || ldd "$ROOTBOX" >/dev/null 2>&1; then
	_skipping="rootbox is not a static binary"
fi
[ -z "$_skipping" ] || { echo "SKIP $TEST_FILE: $_skipping"; _result skip; return 0; }
mkdir -p nr/bin nr/etc nr/root nr/home/alice
cp "$ROOTBOX" nr/bin/rootbox
chmod 4755 nr/bin/rootbox
for a in su sh id echo cat; do ln -s rootbox nr/bin/$a; done
cat > nr/etc/passwd <<'E'
root:x:0:0:root:/root:/bin/sh
alice:x:1000:1000:Alice:/home/alice:/bin/sh
E
# both passwords: "Hello world!"
cat > nr/etc/shadow <<'E'
root:$6$saltstring$svn8UoSVapNtMuq1ukKS4tPQd8iKwSMHWjl/O817G3uBnIFNjnQJuesI68u4OTLiBFdcbYEdFCoEOfaS35inz1:19000:0:99999:7:::
alice:$5$saltstring$5B8vYYiY.CVt1RlTTf8KbXBH3hsxY/GNooZaBBGWEc5:19000:0:99999:7:::
E
chmod 600 nr/etc/shadow
printf 'root:x:0:\nwheel:x:10:root\n' > nr/etc/group
# GNU chroot takes alice's ids before it runs the command
A="$(PATH=$HOSTPATH command -v chroot) --userspec=1000:1000 --groups=1000 nr"
# qemu-user through a binfmt_misc handler without the C flag (Debian's,
# or ours) runs a set-user-ID binary with its caller's ids
case $($A /bin/id 2>&1) in
*euid=0*) ;;
*) echo "SKIP $TEST_FILE: set-user-ID does not take effect here" \
	"(${ROOTBOX_QEMU:-no qemu}: a binfmt_misc handler without C?)"
	_result skip; return 0 ;;
esac
P="env -i TERM=dumb $PTYRUN -t 20"
check -s 1 -e "cat: /etc/shadow: Permission denied\n" \
	"other applets run as the caller" "$A /bin/cat /etc/shadow" ""
check "id reports the ids it has" "$A /bin/id" \
	"uid=1000(alice) gid=1000 euid=0(root) groups=1000\n"
cat > s <<'E'
wait Password: 
send Hello world!\r
wait-exit
screen
E
check "a user's su with root's password" "$P $A /bin/su -c id < s" "\
exit 0
Password:
uid=0(root) gid=0(root) groups=0(root),10(wheel)
--
"
cat > s <<'E'
wait Password: 
send hello world!\r
wait-exit
screen
E
check "a wrong password" "$P $A /bin/su -c id < s" "\
exit 1
Password:
su: Authentication failure
--
"
