# root/cpio.t - cpio extraction as root: owners, device nodes, fifos;
# compared with GNU cpio on the same archives
needs applet cpio
needs root
umask 022
GNU=$(PATH=$HOSTPATH command -v cpio)
mkdir src src/sub
printf 'hello\n' > src/a
printf 'b\n' > src/sub/b
mkfifo src/fifo
find src -exec touch -h -d @1600000000 {} +
REF=cpio
(cd src && find . | sort | "$ROOTBOX" cpio -o -H newc -R 1:2 --quiet > ../own.cpio)
cat > nodes.list <<'LIST'
dir /dev 755 0 0
nod /dev/console 600 0 0 c 5 1
nod /dev/loop0 660 0 6 b 7 0
nod /dev/null 666 0 0 c 1 3
pipe /fifo 640 3 4
LIST
"$ROOTBOX" cpio -o --quiet --entries nodes.list < /dev/null > nodes.cpio
list='find . | sort | while read -r f; do stat -c "%n %F %a %u %g %t %T" "$f"; done'
same "owners kept as root" 'mkdir x && cd x && cpio -idm --quiet < ../own.cpio && '"$list"'; cd .. && rm -r x'
same "--no-preserve-owner" 'mkdir x && cd x && cpio -idm --no-preserve-owner --quiet < ../own.cpio && '"$list"'; cd .. && rm -r x'
same "device nodes and a fifo" 'mkdir x && cd x && cpio -id --quiet < ../nodes.cpio && '"$list"'; cd .. && rm -r x'
same "-p keeps owners" 'chown -h 5:6 src/sub/b && cd src && find . | cpio -pdm --quiet ../dst && cd ../dst && '"$list"'; cd .. && rm -r dst; chown 0:0 ../src/sub/b 2>/dev/null; chown 0:0 src/sub/b'
same "a node over an existing file needs -u" 'mkdir -p x/dev && touch x/dev/null && cd x && cpio -id --quiet < ../nodes.cpio; echo $?; stat -c "%n %F" dev/null; cd .. && rm -r x'
