# root/cp.t - cp onto a full filesystem (a tmpfs of 64k in the test
# directory): the message, the status, what is left on the full disk,
# and the source untouched
needs applet cp
needs root
umask 022
REF=cp
# (x/1 empty: it fits whether it is copied before or after x/2 fills the
# disk, an order the inode numbers decide)
F='mkdir -p m x && mount -t tmpfs -o size=64k tmpfs m &&
	: > x/1 && head -c 200000 /dev/zero > x/2 &&
	cksum x/1 x/2 > sum &&'
E='; r=$?; cksum x/1 x/2 | cmp - sum && ls -R m; umount m; rm -rf m x sum;
	exit $r'
# GNU cp leaves the part of x/2 that fitted under its name, which would
# pass for a copy; we remove it (the message and status are GNU's)
check -s 1 -e "cp: error writing 'm/2': No space left on device\n" \
	"a full disk: a file" "$F"' cp x/2 m/'"$E" "m:\n"
check -s 1 -e "cp: error writing 'm/x/2': No space left on device\n" \
	"a full disk: a tree" "$F"' cp -r x m/'"$E" "m:\nx\n\nm/x:\n1\n"
check -s 1 -e "cp: error writing 'm/x/2': No space left on device\n" \
	"a full disk: -a" "$F"' cp -a x m/'"$E" "m:\nx\n\nm/x:\n1\n"

# -p as root: the owner and group kept, also in a setgid directory (whose
# group a new file would get) and for a file that is not root's
S='mkdir -p s x && chgrp 65534 s && chmod 2775 s && echo 1 > x/1 &&
	echo 2 > x/2 && chown 65534:65534 x/2 &&'
E='; r=$?; rm -rf s x; exit $r'
same "-p into a setgid directory" "$S"' cp -p x/1 x/2 s/ && cp x/1 s/n &&
	cp -a x s/ && stat -c "%n %u:%g %a" s/1 s/2 s/n s/x s/x/1 s/x/2'"$E"
