# root/adduser.t - adduser, deluser, addgroup and delgroup in a new root
# holding a static rootbox and its own /etc (BusyBox's forms; no
# reference: Debian's busybox has none of them, and Debian's adduser is
# another program). Each case shows what changed in /etc/passwd,
# /etc/group and /etc/shadow, the date of the change as TODAY.
needs applet adduser
needs applet addgroup
needs applet chroot
needs root
# a SANITIZE=1 rootbox is dynamic and cannot run in nr/
if ! command -v ldd >/dev/null || ldd "$ROOTBOX" >/dev/null 2>&1; then
	_skipping="rootbox is not a static binary"
fi
[ -z "$_skipping" ] || { echo "SKIP $TEST_FILE: $_skipping"; _result skip; return 0; }
mkdir -p nr/bin nr/etc/skel/.config nr/home
cp "$ROOTBOX" nr/bin/rootbox
for a in adduser deluser addgroup delgroup passwd sh; do
	ln -s rootbox nr/bin/$a
done
printf 'root:x:0:0:root:/root:/bin/sh\n' > nr/etc/passwd
printf 'root:x:0:\nwheel:x:10:\n' > nr/etc/group
printf 'root:*:19000:0:99999:7:::\n' > nr/etc/shadow
chmod 600 nr/etc/shadow
echo "PS1='$ '" > nr/etc/skel/.profile
echo "set" > nr/etc/skel/.config/x
C="\$(command -v chroot) nr"
# the files, without root's lines
F="grep -hv '^root:' nr/etc/passwd nr/etc/group nr/etc/shadow |
	sed \"s/:$(( $(date +%s) / 86400 )):/:TODAY:/\""

check "adduser -D" "$C adduser -D alice; echo \$?; $F
	cd nr/home && find alice | sort | xargs stat -c '%n %u %g %a'" "\
0
alice:x:1000:1000:Linux User,,,:/home/alice:/bin/sh
wheel:x:10:
alice:x:1000:
alice:!:TODAY:0:99999:7:::
alice 1000 1000 755
alice/.config 1000 1000 755
alice/.config/x 1000 1000 644
alice/.profile 1000 1000 644
"
check "every field given, -H" \
	"$C adduser -DH -u 2000 -G wheel -g Bob -h /srv/bob -s /bin/ash bob; echo \$?; $F; [ -e nr/srv ] || echo no home" "\
0
alice:x:1000:1000:Linux User,,,:/home/alice:/bin/sh
bob:x:2000:10:Bob:/srv/bob:/bin/ash
wheel:x:10:
alice:x:1000:
alice:!:TODAY:0:99999:7:::
bob:!:TODAY:0:99999:7:::
no home
"
check "-S: a system user" "$C adduser -DHS daemon1; grep daemon1 nr/etc/passwd nr/etc/group" "\
nr/etc/passwd:daemon1:x:100:100:Linux User,,,:/home/daemon1:/bin/sh
nr/etc/group:daemon1:x:100:
"
check "-k: another skeleton" "mkdir -p nr/sk && echo hi > nr/sk/hello &&
	$C adduser -D -k /sk carol && ls -A nr/home/carol" "hello\n"
check -s 1 -e "adduser: user 'alice' in use\n" "a user in use" \
	"$C adduser -D alice" ""
check -s 1 -e "adduser: group 'wheel' in use\n" "a group in use" \
	"$C adduser -D wheel" ""
check -s 1 -e "adduser: uid '1000' in use\n" "a uid in use" \
	"$C adduser -D -u 1000 dave" ""
check -s 1 -e "adduser: unknown group nogroup\n" "-G of no group" \
	"$C adduser -D -G nogroup dave" ""
check -s 1 -e "adduser: invalid name '123'\nadduser: invalid name '-x'\nadduser: invalid name 'a:b'\n" \
	"bad names" "$C adduser -D 123; $C adduser -D -- -x; $C adduser -D a:b" ""
check -s 1 -e "adduser: a field holds ':' or a newline\n" "a colon in a field" \
	"$C adduser -D -g a:b dave" ""
check "adduser USER GROUP" "$C adduser alice wheel && $C adduser bob wheel &&
	$C adduser alice wheel; grep wheel nr/etc/group" "wheel:x:10:bob,alice\n"
check "deluser USER GROUP" "$C deluser alice wheel; grep wheel nr/etc/group" \
	"wheel:x:10:bob\n"
check "addgroup" "$C addgroup -g 3000 staff && $C addgroup -S sys &&
	$C addgroup other && grep -e staff -e sys -e other nr/etc/group" "\
staff:x:3000:
sys:x:101:
other:x:1002:
"
check "addgroup USER GROUP, delgroup USER GROUP" "$C addgroup alice staff &&
	$C addgroup bob staff && $C delgroup alice staff && grep staff nr/etc/group" \
	"staff:x:3000:bob\n"
check -s 1 -e "addgroup: group 'staff' in use\naddgroup: gid '10' in use\naddgroup: unknown user nosuch\naddgroup: unknown group nosuch\n" \
	"addgroup's errors" "$C addgroup staff; $C addgroup -g 10 x; $C addgroup nosuch staff; $C addgroup bob nosuch" ""
check -s 1 -e "delgroup: 'bob' still has 'wheel' as their primary group!\n" \
	"a login group stays" "$C delgroup wheel" ""
check "delgroup" "$C delgroup other; grep -q other nr/etc/group || echo gone" \
	"gone\n"
check "deluser --remove-home" "$C adduser alice staff && $C deluser --remove-home alice; echo \$?; $F; ls nr/home" "\
0
bob:x:2000:10:Bob:/srv/bob:/bin/ash
daemon1:x:100:100:Linux User,,,:/home/daemon1:/bin/sh
carol:x:1001:1001:Linux User,,,:/home/carol:/bin/sh
wheel:x:10:bob
daemon1:x:100:
carol:x:1001:
staff:x:3000:bob
sys:x:101:
bob:!:TODAY:0:99999:7:::
daemon1:!:TODAY:0:99999:7:::
carol:!:TODAY:0:99999:7:::
carol
"
check -s 1 -e "deluser: unknown user alice\ndelgroup: unknown group alice\n" \
	"deluser and delgroup of no one" "$C deluser alice; $C delgroup alice" ""
# a user's own group goes with it unless another user has it for a
# login group or another member is listed in it
check "deluser and its group" "$C adduser -D -H ena &&
	$C adduser -D -H -G ena fay && $C deluser ena
	cut -d: -f1,4 nr/etc/group | grep ena
	$C adduser -D -H hal && $C adduser fay hal && $C deluser hal
	cut -d: -f1,4 nr/etc/group | grep hal
	$C adduser -D -H ivy && $C adduser ivy ivy && $C deluser ivy
	grep -c ivy nr/etc/group nr/etc/passwd nr/etc/shadow
	$C deluser fay; $C delgroup ena; $C delgroup hal" "\
ena:
hal:fay
nr/etc/group:0
nr/etc/passwd:0
nr/etc/shadow:0
"
check "mode and owner of the files kept" \
	"stat -c '%n %a %u' nr/etc/passwd nr/etc/group nr/etc/shadow" "\
nr/etc/passwd 644 0
nr/etc/group 644 0
nr/etc/shadow 600 0
"
[ -x "$PTYRUN" ] || { echo "SKIP $TEST_FILE: no $PTYRUN"; _result skip; return 0; }
cat > s <<'E'
wait New password: 
send pw\r
wait Retype new password: 
send pw\r
wait-exit
E
check "adduser asks for the password" "env -i $PTYRUN -t 20 \$(command -v chroot) nr /bin/adduser -H erin < s; grep -c '^erin:\\\$6\\\$' nr/etc/shadow" "exit 0\n1\n"
