# root/login.t - login on a pseudo-terminal, in a new root holding a
# static rootbox and its own /etc/passwd, /etc/shadow and /etc/group
# (with /dev and /proc mounted in it, so that login finds its terminal).
# No reference: Debian's login needs PAM; the screens are util-linux's.
needs applet login
needs applet chroot
needs root
[ -x "$PTYRUN" ] || _skipping="no $PTYRUN"
# a SANITIZE=1 rootbox is dynamic and cannot run in nr/
if ! command -v ldd >/dev/null || ldd "$ROOTBOX" >/dev/null 2>&1; then
	_skipping="rootbox is not a static binary"
fi
[ -z "$_skipping" ] || { echo "SKIP $TEST_FILE: $_skipping"; _result skip; return 0; }
mkdir -p nr/bin nr/etc nr/dev nr/proc nr/root nr/home/alice nr/home/bob
cp "$ROOTBOX" nr/bin/rootbox
for a in login sh id pwd echo cat env; do ln -s rootbox nr/bin/$a; done
mount --bind /dev nr/dev && mount -t proc proc nr/proc ||
	{ echo "SKIP $TEST_FILE: cannot mount /dev and /proc"; _result skip; return 0; }
# the passwords: "Hello world!" for root, alice, bob (in passwd), none
# for carol, dave's locked
cat > nr/etc/passwd <<'E'
root:x:0:0:root:/root:/bin/sh
alice:x:1000:1000:Alice:/home/alice:/bin/sh
bob:$1$saltstri$YMyguxXMBpd2TEZ.vS/3q1:1001:1001::/home/bob:/bin/sh
carol:x:1002:1002::/nonexistent:
dave:x:1003:1003::/home/dave:/bin/sh
broken:x:1004
E
cat > nr/etc/shadow <<'E'
root:$6$saltstring$svn8UoSVapNtMuq1ukKS4tPQd8iKwSMHWjl/O817G3uBnIFNjnQJuesI68u4OTLiBFdcbYEdFCoEOfaS35inz1:19000:0:99999:7:::
alice:$5$saltstring$5B8vYYiY.CVt1RlTTf8KbXBH3hsxY/GNooZaBBGWEc5:19000:0:99999:7:::
carol::19000:0:99999:7:::
dave:!$5$saltstring$5B8vYYiY.CVt1RlTTf8KbXBH3hsxY/GNooZaBBGWEc5:19000:0:99999:7:::
E
chmod 640 nr/etc/shadow
printf 'root:x:0:\ntty:x:5:\nwheel:x:10:alice,bob\nstaff:x:50:bob,alice\n' \
	> nr/etc/group
echo "Welcome to the board" > nr/etc/motd
for h in root home/alice home/bob; do echo "PS1='\$ '" > nr/$h/.profile; done
# (the host's name becomes HOST, also in sh's default prompt)
H="sed 's/^[^ ]* login: /HOST login: /; s/^\([a-z]*\)@[^:]*:/\1@HOST:/'"
P="env -i TERM=dumb FOO=bar $PTYRUN -t 20 -s 80x30 \$(command -v chroot) nr /bin/login"

# a name, the password, then the shell: ids, groups, environment, home
cat > s <<'E'
wait login: 
send alice\r
wait Password: 
send Hello world!\r
wait $ 
send id; echo $HOME $SHELL $USER $LOGNAME $PATH $TERM $FOO; pwd; echo $0\r
wait -sh\n$ 
send exit\r
wait-exit
screen
E
check "alice logs in" "$P < s | $H" "\
exit 0
HOST login: alice
Password:
Welcome to the board
\$ id; echo \$HOME \$SHELL \$USER \$LOGNAME \$PATH \$TERM \$FOO; pwd; echo \$0
uid=1000(alice) gid=1000 groups=1000,10(wheel),50(staff)
/home/alice /bin/sh alice alice /usr/local/bin:/bin:/usr/bin dumb
/home/alice
-sh
\$ exit
--
"

# the password in /etc/passwd ($1$), the name as an argument, -h; an
# empty password is not asked for, and a missing home is "/"
cat > s <<'E'
wait Password: 
send Hello world!\r
wait $ 
send echo $REMOTEHOST $FOO; exit\r
wait-exit
screen
E
check "name as argument, -h" "$P -h far.example bob < s | $H" "\
exit 0
Password:
Welcome to the board
\$ echo \$REMOTEHOST \$FOO; exit
far.example
--
"
cat > s <<'E'
wait $ 
send echo $HOME $SHELL; pwd; exit\r
wait-exit
screen
E
check "no password, no home, no shell" "$P carol < s | $H" "\
exit 0
No directory /nonexistent!
Logging in with home = \"/\".
Welcome to the board
carol@HOST:/\$ echo \$HOME \$SHELL; pwd; exit
/ /bin/sh
/
--
"
# -f: no password; -p keeps the environment; ~/.hushlogin: no motd
cat > s <<'E'
wait $ 
send echo $FOO $USER; exit\r
wait-exit
screen
E
touch nr/home/bob/.hushlogin
check "-f -p" "$P -f -p bob < s | $H" "\
exit 0
\$ echo \$FOO \$USER; exit
bar bob
--
"
rm nr/home/bob/.hushlogin

# an unknown user is asked for a password too; after "Login incorrect"
# the name is asked again
cat > s <<'E'
wait login: 
send nosuch\r
wait Password: 
send secret\r
wait incorrect
wait login: \n
send alice\r
wait Password: 
send Hello world!\r
wait $ 
send exit\r
wait-exit
screen
E
check "unknown user, then a good login" "$P < s | $H" "\
exit 0
HOST login: nosuch
Password:

Login incorrect
HOST login: alice
Password:
Welcome to the board
\$ exit
--
"
# a locked account, a wrong password, a malformed passwd line: three
# failures end login
cat > s <<'E'
wait Password: 
send Hello world!\r
wait login: 
send bob\r
wait Password: 
send hello world!\r
wait login: \n
send broken\r
wait Password: 
send x\r
wait-exit
screen
E
check "three failures" "$P dave < s | $H" "\
exit 1
Password:

Login incorrect
HOST login: bob
Password:

Login incorrect
HOST login: broken
Password:

Login incorrect
Maximum number of tries exceeded (3)
--
"
# root: only on a terminal /etc/securetty lists, when it exists
echo console > nr/etc/securetty
cat > s <<'E'
wait Password: 
send Hello world!\r
wait incorrect
wait login: \n
send \x04
wait-exit
E
check "root not in securetty" "$P root < s | $H" "exit 1\n"
rm nr/etc/securetty
cat > s <<'E'
wait Password: 
send Hello world!\r
wait $ 
send id -u; echo $PATH; exit\r
wait-exit
screen
E
check "root" "$P root < s | $H" "\
exit 0
Password:
Welcome to the board
\$ id -u; echo \$PATH; exit
0
/usr/local/sbin:/usr/local/bin:/sbin:/bin:/usr/sbin:/usr/bin
--
"
# /etc/nologin keeps everyone but root out
echo "down for maintenance" > nr/etc/nologin
cat > s <<'E'
wait Password: 
send Hello world!\r
wait-exit
screen
E
check "nologin" "$P alice < s | $H" "\
exit 1
Password:
down for maintenance
--
"
rm nr/etc/nologin
# C-d at the name's prompt, and at the password's
printf 'wait login: \nsend \\x04\nwait-exit\n' > s
check "EOF at the name" "$P < s" "exit 1\n"
printf 'wait Password: \nsend \\x04\nwait-exit\n' > s
check "EOF at the password" "$P alice < s" "exit 1\n"
check -s 1 -e "login: must be root\n" "not root" \
	"setpriv --reuid=65534 --regid=65534 --clear-groups login alice" ""
check -s 1 -e "login: -f needs a user name\nUsage: login [-p] [-h HOST] [-f] [USER]\n" \
	"-f without a name" "login -f" ""
check -s 1 -e "login: extra operand 'b'\nUsage: login [-p] [-h HOST] [-f] [USER]\n" \
	"two names" "login a b" ""
