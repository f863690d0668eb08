# mknod.t - mknod, compared with GNU mknod (FIFOs and errors; devices are
# in root/mknod.t)
needs applet mknod
umask 022
same "fifo" 'mknod f p && stat -c "%F %a" f; rm f'
same "-m octal" 'mknod -m 600 f p && stat -c "%F %a" f; rm f'
same "-m ignores the umask" 'umask 077; mknod -m 666 f p && stat -c %a f; rm f'
same "-m symbolic from a=rw" 'mknod -m a=r f1 p && mknod -m go-w,u+x f2 p && mknod -m +x f3 p && stat -c "%n %a" f1 f2 f3; rm f1 f2 f3'
same "--mode=" 'mknod --mode=640 f p && stat -c %a f; rm f'
same "umask without -m" 'umask 027; mknod f p && stat -c %a f; rm f'
same "exists" 'mknod f p; mknod f p; echo $?; rm f'
same "missing directory" 'mknod no/f p; echo $?'
same "bad mode" 'mknod -m 8 f p; echo $?; mknod -m u+q f p; echo $?; ls f'
same "only permission bits" 'mknod -m 1777 f p; echo $?; mknod -m g+s f p; echo $?; ls f'
same "major too big" 'mknod d b 4294967296 1; echo $?; ls d'
same "minor too big" 'mknod d c 1 99999999999; echo $?; ls d'
same "numbers not numbers" 'mknod d b 1a 2; echo $?; mknod d b "" 2; echo $?; ls d'
check -s 1 -e "mknod: invalid device type 'q'\nUsage: mknod [-m MODE] NAME b|c|u MAJOR MINOR\n" \
	"bad type" 'mknod d q 1 2' ''
check -s 1 -e "mknod: invalid device type 'bc'\nUsage: mknod [-m MODE] NAME b|c|u MAJOR MINOR\n" \
	"type of two letters" 'mknod d bc 1 2' ''
check -s 1 -e "mknod: missing operand after 'b'\nSpecial files require major and minor device numbers.\nUsage: mknod [-m MODE] NAME b|c|u MAJOR MINOR\n" \
	"no numbers" 'mknod d b' ''
check -s 1 -e "mknod: missing operand after '1'\nSpecial files require major and minor device numbers.\nUsage: mknod [-m MODE] NAME b|c|u MAJOR MINOR\n" \
	"no minor" 'mknod d c 1' ''
check -s 1 -e "mknod: extra operand '1'\nFifos do not have major and minor device numbers.\nUsage: mknod [-m MODE] NAME b|c|u MAJOR MINOR\n" \
	"fifo with numbers" 'mknod d p 1 2' ''
check -s 1 -e "mknod: missing operand after 'd'\nUsage: mknod [-m MODE] NAME b|c|u MAJOR MINOR\n" \
	"no type" 'mknod d' ''
check -s 1 -e "mknod: extra operand 'e'\nUsage: mknod [-m MODE] NAME b|c|u MAJOR MINOR\n" \
	"too many" 'mknod d b 1 2 e' ''
check "nothing made on errors" 'ls' ''
