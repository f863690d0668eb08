# root/passwd.t - passwd -d -l -u -R on a tree of its own, compared with
# shadow's passwd; then, in a new root holding a set-user-ID static
# rootbox, a user changing its own password on a pseudo-terminal (no
# reference: Debian's passwd asks through PAM; the screens are its)
needs applet passwd
needs root
REF=passwd
mkdir -p base/etc
cat > base/etc/passwd <<'E'
root:x:0:0:root:/root:/bin/sh
alice:x:1000:1000::/home/alice:/bin/sh
bob:$1$abc$xyz:1001:1001::/:/bin/sh
E
printf 'root:*:19000:0:99999:7:::\nalice:$5$q$w:19000:0:99999:7:::\n' \
	> base/etc/shadow
printf 'root:x:0:\n' > base/etc/group
chmod 640 base/etc/shadow
R='rm -rf r; cp -a base r; '
L='echo $?; cat r/etc/passwd r/etc/shadow; ls -l r/etc/passwd r/etc/shadow | cut -c1-10'
same "-l" "$R passwd -R \$PWD/r -l alice; $L"
same "-l twice" "$R passwd -R \$PWD/r -l alice; passwd -R \$PWD/r -l alice; $L"
same "-l, then -u" "$R passwd -R \$PWD/r -l alice; passwd -R \$PWD/r -u alice; $L"
same "--lock, --unlock" "$R passwd --root \$PWD/r --lock alice; passwd --root \$PWD/r --unlock alice; $L"
same "-d" "$R passwd -R \$PWD/r -d alice; $L"
same "--delete" "$R passwd -R \$PWD/r --delete alice; $L"
same "-l of a hash in passwd" "$R passwd -R \$PWD/r -l bob; $L"
same "-d of a hash in passwd" "$R passwd -R \$PWD/r -d bob; $L"

[ -x "$PTYRUN" ] || _skipping="no $PTYRUN"
needs cmd chroot
# a SANITIZE=1 rootbox is dynamic and cannot run in nr/
if ! command -v ldd >/dev/null || ldd "$ROOTBOX" >/dev/null 2>&1; then
	_skipping="rootbox is not a static binary"
fi
[ -z "$_skipping" ] || { echo "SKIP $TEST_FILE: $_skipping"; _result skip; return 0; }
mkdir -p nr/bin nr/etc
cp "$ROOTBOX" nr/bin/rootbox
chmod 4755 nr/bin/rootbox
for a in passwd su sh id; do ln -s rootbox nr/bin/$a; done
cat > nr/etc/passwd <<'E'
root:x:0:0:root:/root:/bin/sh
alice:x:1000:1000:Alice:/:/bin/sh
bob:x:1001:1001:Bob:/:/bin/sh
E
# alice's password: "Hello world!"
cat > nr/etc/shadow <<'E'
root:*:19000:0:99999:7:::
alice:$5$saltstring$5B8vYYiY.CVt1RlTTf8KbXBH3hsxY/GNooZaBBGWEc5:19000:0:99999:7:::
bob:$5$saltstring$5B8vYYiY.CVt1RlTTf8KbXBH3hsxY/GNooZaBBGWEc5:19000:0:99999:7:::
E
chmod 600 nr/etc/shadow
: > nr/etc/group
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
cat > s <<'E'
wait password: 
send Hello world!\r
wait New password: 
send new secret\r
wait Retype new password: 
send new secret\r
wait-exit
screen
E
check "a user changes its password" "$P $A /bin/passwd < s" "\
exit 0
Changing password for alice.
Current password:
New password:
Retype new password:
passwd: password updated successfully
--
"
cat > s <<'E'
wait Password: 
send new secret\r
wait-exit
screen
E
check "the new password works" "$P $A /bin/su -c 'echo \$USER' alice < s" "\
exit 0
Password:
alice
--
"
check "shadow's other lines and its mode" \
	"grep -v alice nr/etc/shadow; ls -l nr/etc/shadow | cut -c1-10" "\
root:*:19000:0:99999:7:::
bob:\$5\$saltstring\$5B8vYYiY.CVt1RlTTf8KbXBH3hsxY/GNooZaBBGWEc5:19000:0:99999:7:::
-rw-------
"
cat > s <<'E'
wait password: 
send wrong\r
wait-exit
screen
E
check "a wrong current password" "$P $A /bin/passwd < s" "\
exit 10
Changing password for alice.
Current password:
passwd: Authentication token manipulation error
passwd: password unchanged
--
"
cat > s <<'E'
wait password: 
send new secret\r
wait New password: 
send one\r
wait Retype new password: 
send two\r
wait-exit
screen
E
check "the two new ones differ" "$P $A /bin/passwd < s" "\
exit 10
Changing password for alice.
Current password:
New password:
Retype new password:
Sorry, passwords do not match.
passwd: Authentication token manipulation error
passwd: password unchanged
--
"
check -s 1 -e "passwd: You may not view or modify password information for bob.\n" \
	"another user's" "$A /bin/passwd bob" ""
check -s 1 -e "passwd: You may not view or modify password information for alice.\n" \
	"-l by a user" "$A /bin/passwd -l" ""
check -s 1 -e "passwd: Permission denied.\n" "-R by a user" "$A /bin/passwd -R /" ""
