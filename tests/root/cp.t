# root/cp.t - cp onto a full filesystem (a tmpfs of 64k in the test
# directory), compared with GNU cp: the message, the status, what is left
# on the full disk, and the source untouched
needs applet cp
needs root
umask 022
REF=cp
F='mkdir -p m x && mount -t tmpfs -o size=64k tmpfs m &&
	head -c 1000 /dev/zero > x/1 && head -c 200000 /dev/zero > x/2 &&
	cksum x/1 x/2 > sum &&'
E='; r=$?; cksum x/1 x/2 | cmp - sum && ls -R m; umount m; rm -rf m x sum;
	exit $r'
same "a full disk: a file" "$F"' cp x/2 m/'"$E"
same "a full disk: a tree" "$F"' cp -r x m/'"$E"
same "a full disk: -a" "$F"' cp -a x m/'"$E"
