# root/mountpoint.t - mountpoint, compared with util-linux's, on mounts
# the test makes (a tmpfs, a bind-mounted file, a name with a space) and
# on a block device node it makes
needs applet mountpoint
needs root
mkdir d 'a b' e
mkfile f x
mkfile g y
mount -t tmpfs none d
mount -t tmpfs none 'a b'
mount --bind f g
mknod b b 7 200
ln -s d ld
same "tmpfs" 'mountpoint d; echo $?; mountpoint ld; mountpoint --nofollow ld; mountpoint d/..; mountpoint -q e; echo $?'
same "a space" 'mountpoint "a b"; echo $?'
same "bind-mounted file" 'mountpoint g; echo $?; mountpoint f; echo $?'
same "-x" 'mountpoint -x b; echo $?; mountpoint -qx b; echo $?; mountpoint -x d; echo $?'
umount d 'a b' g
# without /proc: a directory on another device than its ..
REFS=unshare VG="Valgrind needs /proc" same "no /proc" 'mount -t tmpfs none d; unshare -m sh -c "mount -t tmpfs none /proc; mountpoint d; mountpoint /; mountpoint e; mountpoint f; mountpoint d/.."; umount d'
