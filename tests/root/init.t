# root/init.t - init as PID 1 of a new PID namespace, chrooted into a small
# tree on its own tmpfs (init remounts its / read-only at the end: that
# must be a throwaway filesystem). poweroff ends the namespace (SIGINT to
# its init, so status 130).
needs applet init
needs root
needs cmd unshare
if ! unshare -pf sh -c '[ $$ = 1 ]' 2>/dev/null; then needs cmd pid-namespaces; fi
# the chroot has no libraries: a sanitizer (dynamic) build cannot run there
if readelf -l "$ROOTBOX" 2>/dev/null | grep -q INTERP; then
	echo "SKIP $TEST_FILE: $ROOTBOX is dynamically linked (SANITIZE=1?)"
	_result skip
	return 0
fi
mkdir r
mount -t tmpfs -o size=8m rootbox-init r
trap 'umount -l "$PWD/r"' EXIT
mkdir r/bin r/sbin r/etc r/dev r/tmp
cp "$ROOTBOX" r/bin/rootbox
for a in echo sleep poweroff reboot halt init cat; do
	ln -s rootbox "r/bin/$a"
	ln -s ../bin/rootbox "r/sbin/$a"
done
: > r/dev/null
# boot: inittab lines on stdin; run init, print its output and status
cat > boot <<'EOF'
mount -o remount,rw r
cat > r/etc/inittab
unshare -pf chroot r /sbin/init > out 2>&1
s=$?
# (dash reports the SIGHUP that ended it, into the redirection)
grep -v '^Hangup$' out
echo "status $s"
EOF
chmod +x boot
check "actions in order, then shutdown" './boot <<EOF
# a comment
::sysinit:/bin/echo one
::sysinit:/bin/echo two
::wait:/bin/echo three
::once:/sbin/poweroff -d 1
::shutdown:/bin/echo shutdown action
EOF' 'one
two
three
init: the system is going down for power off
shutdown action
init: sending SIGTERM to all processes
init: sending SIGKILL to all processes
init: requesting system power off
status 130
'
check "respawn, at most once a second" './boot <<EOF | grep -c again | sed "s/^[234]$/ok/"
::respawn:/bin/echo again
::once:/sbin/poweroff -d 2
EOF' 'ok\n'
check "reboot is SIGTERM" './boot <<EOF | tail -2
::once:/sbin/reboot
EOF' 'init: requesting system reboot\nstatus 129\n'
check "halt is SIGUSR1" './boot <<EOF | tail -2
::once:/sbin/halt
EOF' 'init: requesting system halt\nstatus 130\n'
check "bad lines are skipped" './boot <<EOF
nonsense
::bogus:/bin/echo x
::once:/sbin/poweroff
EOF' 'init: /etc/inittab:1: bad entry, ignored
init: /etc/inittab:2: bad entry, ignored
init: the system is going down for power off
init: sending SIGTERM to all processes
init: sending SIGKILL to all processes
init: requesting system power off
status 130
'
check "a missing command" './boot <<EOF
::wait:/bin/nonexistent
::once:/sbin/poweroff
EOF' 'init: /bin/nonexistent: No such file or directory
init: the system is going down for power off
init: sending SIGTERM to all processes
init: sending SIGKILL to all processes
init: requesting system power off
status 130
'
check -s 1 -e "init: must be run as PID 1\n" "not PID 1" 'init' ''
