# root/mv.t - mv across filesystems (a tmpfs in the test directory, EXDEV),
# compared with GNU mv; a tmpfs of 64k for ENOSPC in the middle of a copy
needs applet mv
needs root
umask 022
REF=mv
# s/ on the test's filesystem, m/ a tmpfs
T='rm -rf s; mkdir -p s/d/e m && mount -t tmpfs -o size=64k tmpfs m &&
	echo a > s/a && echo f > s/d/f && echo g > s/d/e/g && ln s/d/f s/d/h &&
	ln -s f s/d/l && mkfifo s/d/p && chmod 750 s/d/e &&
	touch -d @1000000000 s/a s/d/f s/d/e/g s/d/p s/d/e s/d &&'
E='; umount m; rm -rf s m'
same "a file" "$T"' mv s/a m/ && ls s && stat -c "%n %a %Y" m/a && cat m/a'"$E"
same "a tree, with all cp -a keeps" "$T"' mv s/d m/ && ls s &&
	stat -c "%n %F %a %h %Y" m/d m/d/e m/d/e/g m/d/f m/d/h m/d/p &&
	readlink m/d/l'"$E"
same "-v" "$T"' mv -v s/a s/d m/ | sort'"$E"
same "onto an existing file" "$T"' echo old > m/a && mv s/a m/a && cat m/a && ls s'"$E"
same "onto a symlink: replaced, not written through" "$T"' echo t > m/t && ln -s t m/a &&
	mv s/a m/a && cat m/t m/a && stat -c %F m/a'"$E"
same "onto an empty directory" "$T"' mkdir m/d && mv s/d m/ && ls m/d'"$E"
same "onto a non-empty directory" "$T"' mkdir -p m/d/z && mv s/d m/; echo $?; ls s/d m/d'"$E"
# ENOSPC: GNU mv leaves the partial copy; we remove it. Both keep the source.
check -s 1 -e "mv: error writing 'm/big': No space left on device\n" \
	"a full disk: the source stays, no partial copy" \
	"mkdir m && mount -t tmpfs -o size=64k tmpfs m &&
	head -c 200000 /dev/urandom > big && cksum < big > sum && mv big m/; r=\$?;
	cksum < big | cmp - sum && ls m; umount m; rm -rf m big sum; exit \$r" ""
check -s 1 -e "mv: error writing 'm/x/2': No space left on device\n" \
	"a full disk in a tree" \
	"mkdir -p m x && mount -t tmpfs -o size=64k tmpfs m &&
	head -c 1000 /dev/zero > x/1 && head -c 100000 /dev/zero > x/2 && mv x m/; r=\$?;
	ls x m; umount m; rm -rf m x; exit \$r" "m:\n\nx:\n1\n2\n"
