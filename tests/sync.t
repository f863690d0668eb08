# sync.t - sync, compared with GNU sync
needs applet sync
REF=sync
mkfile a 'text\n'
mkfifo ff
same "everything" 'sync; echo $?'
same "files" 'sync a . a; echo $?'
same "-d" 'sync -d a; echo $?'
same "--data" 'sync --data a .; echo $?'
same "-f" 'sync -f a; echo $?'
same "--file-system without files" 'sync --file-system; echo $?'
same "-d needs files" 'sync -d; echo $?'
same "-d and -f" 'sync -d -f a; echo $?'
same "missing file" 'sync a nosuch a; echo $?'
same "a FIFO does not block" 'sync ff; echo $?'
same "a device" 'sync /dev/null; echo $?'
same "-f on a device" 'sync -f /dev/null; echo $?'
# as another user, an unreadable file is opened for writing instead
needs root
needs cmd setpriv
# (in a directory of /tmp that user 65534 can reach)
same "write-only file" 'd=$(mktemp -d /tmp/sync.XXXXXX) && chmod 755 $d && cd $d && echo x > a && chmod 222 a && setpriv --reuid=65534 --regid=65534 --clear-groups sync a; echo $?; cd / && rm -r $d'
same "unreadable and unwritable" 'd=$(mktemp -d /tmp/sync.XXXXXX) && chmod 755 $d && cd $d && echo x > a && chmod 000 a && setpriv --reuid=65534 --regid=65534 --clear-groups sync a; echo $?; cd / && rm -r $d'
