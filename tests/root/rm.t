# root/rm.t - rm as another user, across mounts, and "rm -r /" refused
# (inside a chroot on an empty tmpfs), compared with GNU rm
needs applet rm
needs root
umask 022
# nobody works in n/, which it owns
NB="setpriv --reuid=65534 --regid=65534 --clear-groups"
mkdir n && chmod 777 n
REFS=setpriv REF=rm same "write-protected and unreadable directories" 'cd n && '"$NB"' sh -c "
	mkdir d w u v && touch d/g u/h && chmod 555 d w && chmod 311 u && chmod 0 v
	rm -r d; echo \$?; rm -r u; echo \$?; rm -r v w; echo \$?; ls
	chmod 755 d u; rm -r d u"'
REFS=setpriv REF=rm same "write-protected files" 'cd n && '"$NB"' sh -c "
	touch e && printf x > f && chmod 444 e f && ln -s e l && rm e l; echo \$?
	rm -f f; echo \$?; ls"'
REFS=setpriv REF=rm same "-i write-protected" 'cd n && '"$NB"' sh -c "
	touch e && printf x > f && chmod 444 e f && ln -s nowhere l && mkdir d w v &&
	touch d/g && chmod 555 d w && chmod 0 v
	yes n | rm -i e f l; yes n | rm -ri d w v; echo \$?; ls
	chmod 755 d v w && rm -rf d e f l v w"'
REFS=setpriv REF=rm same "-ri into a write-protected directory" 'cd n && '"$NB"' sh -c "
	mkdir -p d/e && touch d/e/f && chmod 555 d/e && yes | rm -ri d; echo \$?
	chmod 755 d/e && rm -r d"'
REFS=mount REF=rm same "--one-file-system" 'mkdir -p d/m d/e && touch d/f && mount -t tmpfs x d/m && touch d/m/g &&
	rm -r --one-file-system d; echo $?; ls d d/m; umount d/m; rm -r d'
# musl's strerror(EBUSY) is "Resource busy"
FILTER='s/Device or resource busy/Resource busy/' \
	REFS=mount REF=rm same "a mount point in the tree" 'mkdir -p d/m && mount -t tmpfs x d/m && touch d/m/g &&
	rm -r d; echo $?; ls d d/m; umount d/m; rm -r d'
# "/" is the tmpfs in the chroot: a failed refusal would empty only that
ROOTCMD='mkdir r && mount -t tmpfs x r && mkdir r/k && touch r/k/f &&
	for f in $(command -v rm) $(ldd $(command -v rm) 2>/dev/null | grep -o "/[^ ]*"); do
		mkdir -p r${f%/*} && cp -L $f r$f || exit; done &&
	for a in / // /../ /. /k/.. /k/../; do chroot r $(command -v rm) -r $a; echo $?; done
	chroot r $(command -v rm) -rf --preserve-root /; echo $?
	chroot r $(command -v rm) -rf --no-preserve-root --preserve-root /; echo $?
	ls r/k; umount r; rmdir r'
VG="in a chroot, without Valgrind or /proc" REFS="ldd chroot mount" REF=rm \
	same "refuses /" "$ROOTCMD"
rmdir n
