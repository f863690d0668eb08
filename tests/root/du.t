# root/du.t - du on tmpfs mounts made here (inside run.sh's unshare -m), so
# that block counts and directory sizes are tmpfs's, whatever the disk
# under the tests; -x across a mount point; unreadable directories as
# nobody. Compared with GNU du.
needs applet du
needs root
umask 022
mkdir mt
mount -t tmpfs -o mode=755 dutest mt || exit 1
trap 'umount -R mt 2>/dev/null' EXIT
cd mt
mkdir -p t/b/c t/e t/m
randbytes 5000 > t/f && randbytes 100 2 > t/b/g &&
	randbytes 70000 3 > t/e/big && ln t/f t/h && ln t/e/big t/b/c/big2 &&
	ln -s f t/l && : > t/z
for a in "" -a -s -h -k -m -c -S -aS -l -al "-d 1" "-ad 1" -b -ab \
    --apparent-size "--apparent-size -h" "-B 512" -BK -BMB "-hc -d0"; do
	same "tree $a" "du $a t"
done
same "operands overlapping" 'du t/e t; du -c t t/b/c; du -s t/b t/b'
same "-0" 'du -0a t/b | od -An -c'
same "-L" 'du -aL t; du -H t/l; du -sL t/b t'

# -x: a mount point is listed as a directory but not entered
mount -t tmpfs inner t/m || exit 1
randbytes 9000 4 > t/m/x && mkdir t/m/d && : > t/m/d/y
ln -s m/d t/lm
same "-x" 'du -x t; du -xa t'
same "without -x" 'du t; du -a t'
same "-x on the mount point" 'du -x t/m; du -xs t/m t; du -xc t t/m'
same "-x -L" 'du -xL t; du -xaL t; du -xH t/lm'
umount t/m
rm t/lm

# as nobody: unreadable and unsearchable directories
needs cmd setpriv
mkdir -p u/shut/in u/open u/nox/sub
: > u/shut/in/f
randbytes 3000 5 > u/open/g
randbytes 3000 6 > u/nox/h
chmod 700 u/shut
chmod 644 u/nox
chown -R 65534:65534 u/open u/nox
nobody="setpriv --reuid=65534 --regid=65534 --clear-groups"
same "permission denied" "$nobody du u; echo \$?"
same "permission denied -s -c" "$nobody du -sc u u/open; echo \$?"
same "permission denied -a" "$nobody du -a u; echo \$?"
same "unsearchable directory" "$nobody du -a u/nox; echo \$?"
same "below an unsearchable directory" "$nobody du u/nox/sub u/shut/in u/open; echo \$?"
