# whoami.t - whoami, compared with GNU whoami
needs applet whoami
same "root" 'whoami'
REF=setpriv
same "nobody" 'setpriv --reuid=65534 --regid=65534 --clear-groups whoami'
VG=1 same "effective" 'setpriv --euid=65534 --keep-groups whoami'
same "no name" 'setpriv --reuid=99999 --regid=99999 --clear-groups whoami'
REF=
check -s 1 -e "whoami: extra operand 'x'\nUsage: whoami\n" "operand" 'whoami x' ''
check -s 1 -e "whoami: invalid option -- 'x'\nUsage: whoami\n" "option" 'whoami -x' ''
