# root/ls.t - ls on devices, owners and unreadable directories (as root,
# inside the unshare -m namespace run.sh makes), compared with GNU ls
needs applet ls
needs root
umask 022
mkdir mt
mount -t tmpfs -o mode=755 lstest mt || exit 1
trap 'umount mt 2>/dev/null' EXIT
cd mt
mkdir dev
mknod dev/null c 1 3
mknod dev/tty0 c 4 0
mknod dev/big c 4095 1048575
mknod dev/sda b 8 0
mknod dev/loop7 b 7 7
mkfifo dev/fifo
: > dev/plain
head -c 123456 /dev/zero > dev/sized
chmod 4711 dev/loop7
chown 0:0 dev/null
chown 1:1 dev/tty0
chown 12345:54321 dev/sda
chown 65534:65534 dev/sized
chown 1:54321 dev/plain
touch -h -d '2024-02-29 12:34:56' dev/* dev
cd ..

same "devices -l" 'ls -l mt/dev'
same "devices -ln" 'ls -ln mt/dev'
same "devices -lh" 'ls -lh mt/dev'
same "devices -ls" 'ls -ls mt/dev'
same "devices -lF" 'ls -lF mt/dev'
same "devices -F" 'ls -F mt/dev'
same "devices -lS" 'ls -lS mt/dev'
same "devices --color" 'ls -l --color=always mt/dev'
same "devices -lo -g" 'ls -lo mt/dev; ls -g mt/dev'
same "device operands" 'ls -l mt/dev/null mt/dev/sda mt/dev/plain'
same "devices --author" 'ls -l --author mt/dev'
same "devices -i" 'ls -li mt/dev | sed "s/^ *[0-9]* //"'

# as nobody: unreadable directories and files
needs cmd setpriv
mkdir mt/u mt/u/open mt/u/shut mt/u/open/in
: > mt/u/open/f
chmod 700 mt/u/shut
chown 0:0 mt/u/shut
touch -d '2024-01-01' mt/u mt/u/open mt/u/shut mt/u/open/in mt/u/open/f
nobody="setpriv --reuid=65534 --regid=65534 --clear-groups"
same "unreadable operand" "$nobody ls mt/u/shut; echo \$?"
same "unreadable among others" "$nobody ls mt/u/shut mt/u/open; echo \$?"
same "-R over an unreadable dir" "$nobody ls -R mt/u; echo \$?"
same "-lR over an unreadable dir" "$nobody ls -lR mt/u; echo \$?"
same "-l of the unreadable dir itself" "$nobody ls -ld mt/u/shut; echo \$?"
chmod 711 mt/u/shut
: > mt/u/shut/secret
live "searchable, not readable" "$nobody ls mt/u/shut; echo \$?; $nobody ls -l mt/u/shut/secret; echo \$?"
