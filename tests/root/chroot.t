# root/chroot.t - commands in a new root holding a static rootbox,
# compared with GNU chroot
needs applet chroot
needs root
needs cmd chroot
REF=chroot
mkdir -p nr/bin nr/etc
cp "$ROOTBOX" nr/bin/rootbox
ln -s rootbox nr/bin/cat
ln -s rootbox nr/bin/echo
echo "inside" > nr/etc/f
echo "outside" > f
# a SANITIZE=1 rootbox is dynamic and cannot run in nr/
if ! command -v ldd >/dev/null || ldd "$ROOTBOX" >/dev/null 2>&1; then
	_skipping="rootbox is not a static binary"
	echo "SKIP $TEST_FILE: $_skipping"
fi
same "absolute command" 'chroot nr /bin/cat /etc/f'
same "command from PATH" 'c=$(command -v chroot) && PATH=/bin $c nr cat /etc/f'
same "the directory is /" 'cd nr/etc && chroot .. /bin/cat etc/f'
same "--skip-chdir keeps a cwd outside" 'chroot --skip-chdir / cat f'
same "\$SHELL -i by default" 'SHELL=/bin/echo chroot nr'
same "/bin/sh -i without SHELL" 'env -u SHELL chroot nr; echo $?'
