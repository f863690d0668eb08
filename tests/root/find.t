# root/find.t - find across mount points and as an unprivileged user
# (inside the unshare -m namespace run.sh makes), compared with GNU find
needs applet find
needs root
umask 022
mkdir mt
mount -t tmpfs -o mode=755 findtest mt || exit 1
trap 'umount -R mt 2>/dev/null' EXIT
cd mt

# -xdev: a mount point is listed but not entered
mkdir -p x/a x/m x/z
: > x/a/f
mount -t tmpfs inner x/m || exit 1
: > x/m/hidden
mkdir x/m/sub
same "-xdev" 'find x -xdev | sort'
same "-mount" 'find x -mount -name "*" | sort'
same "without -xdev" 'find x | sort'
same "-xdev -depth" 'find x -depth -xdev -type d | sort'
umount x/m

# devices
mkdir dev
mknod dev/null c 1 3
mknod dev/loop7 b 7 7
touch -d @1000000000 dev/null dev/loop7
same "-type b c" 'find dev -type c; find dev -type b'
same "-ls devices" 'find dev -type b -ls | sed "s/^ *[0-9]* //"; find dev -type c -ls | sed "s/^ *[0-9]* //"'
same "-printf devices" 'find dev -type c -printf "%p %y %s %M\n"'

# as nobody: unreadable and unsearchable directories
needs cmd setpriv
mkdir -p u/shut/in u/open u/nox/sub
: > u/shut/in/f
: > u/open/g
: > u/nox/h
chmod 700 u/shut
chmod 644 u/nox
chown -R 65534:65534 u/open u/nox
nobody="setpriv --reuid=65534 --regid=65534 --clear-groups"
same "permission denied" "$nobody find u | sort; echo \$?"
same "permission denied -depth" "$nobody find u/shut -depth; echo \$?"
same "unsearchable directory" "$nobody find u/nox | sort; echo \$?"
same "unsearchable -type" "$nobody find u/nox -type f; $nobody find u/nox -type d; echo \$?"
same "unsearchable -size" "$nobody find u/nox -size 0; echo \$?"
same "-readable -writable" "$nobody find u -readable | sort; $nobody find u -writable | sort"
same "-delete refused" "mkdir -p v/w; : > v/w/k; chmod 555 v/w; chown -R 65534 v; $nobody find v -delete; echo \$?; find v | sort; chmod 755 v/w; rm -r v"
