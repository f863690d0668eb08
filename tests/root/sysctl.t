# root/sysctl.t - sysctl, compared with procps-ng's, on a made-up tree
# bind-mounted over /proc/sys in the test's namespace (what both write
# goes there, never into the kernel); each case first copies the tree's
# starting values back in. Listing a directory is in sysctl.t: procps's
# walk of a tree that is not procfs follows "..".
needs applet sysctl
needs root
mkdir -p tmpl/kernel tmpl/vm tmpl/net/ipv4/conf/eth0.100 sys
printf 'Linux\n' > tmpl/kernel/ostype
printf '60\n' > tmpl/vm/swappiness
printf '1\n' > tmpl/net/ipv4/ip_forward
printf '0\n' > tmpl/net/ipv4/conf/eth0.100/rp_filter
printf '0\n' > tmpl/net/ipv4/conf/all_rp
printf '4096\t16384\t4194304\n' > tmpl/net/ipv4/tcp_rmem
printf 'line1\nline2\n' > tmpl/vm/multi
: > tmpl/vm/empty
printf 'secret\n' > tmpl/vm/wo
chmod 444 tmpl/kernel/ostype
chmod 200 tmpl/vm/wo
mount --bind sys /proc/sys
R='cp -R tmpl/. /proc/sys/ && chmod 444 /proc/sys/kernel/ostype && chmod 200 /proc/sys/vm/wo;'
same "read" "$R"'sysctl kernel.ostype vm.swappiness; sysctl -n vm.swappiness net.ipv4.tcp_rmem; sysctl -N vm.swappiness; sysctl -b vm.swappiness; echo'
same "slashes and dots" "$R"'sysctl net.ipv4.conf.eth0/100.rp_filter net/ipv4/conf/eth0.100/rp_filter'
same "multi-line and empty" "$R"'sysctl vm.multi vm.empty; sysctl -n vm.multi; echo $?'
same "not readable" "$R"'sysctl vm.wo; echo $?'
same "unknown" "$R"'sysctl nosuch.key vm.swappiness; echo $?; sysctl -e nosuch.key; echo $?; sysctl -q nosuch.key; echo $?'
same "-w" "$R"'sysctl -w vm.swappiness=10; cat /proc/sys/vm/swappiness; sysctl vm.swappiness=11 net.ipv4.ip_forward=0; cat /proc/sys/vm/swappiness /proc/sys/net/ipv4/ip_forward'
same "-w trims and truncates" "$R"'sysctl -w "vm.swappiness=  a  b " " net.ipv4.ip_forward = 0"; od -c /proc/sys/vm/swappiness; sysctl -w vm.swappiness=; od -c /proc/sys/vm/swappiness'
same "-w several values" "$R"'sysctl -w "net.ipv4.tcp_rmem=1 2 3"; sysctl net.ipv4.tcp_rmem'
same "-w -n -N -b -q" "$R"'sysctl -n -w vm.swappiness=1; sysctl -N -w vm.swappiness=2; sysctl -b -w vm.swappiness=3; echo; sysctl -q -w vm.swappiness=4; echo $?; cat /proc/sys/vm/swappiness'
same "-w no value" "$R"'sysctl -w vm.swappiness; echo $?; sysctl -w vm.swappiness=7 vm.swappiness; echo $?'
same "-w not writable" "$R"'sysctl -w kernel.ostype=x; echo $?; sysctl -w vm=1; echo $?; cat /proc/sys/kernel/ostype'
same "-w unknown" "$R"'sysctl -w nosuch.x=1; echo $?; sysctl -e -w nosuch.x=1; echo $?'
same "--dry-run" "$R"'sysctl --dry-run -w vm.swappiness=99; cat /proc/sys/vm/swappiness'
mkfile conf '# comment\n; other\n\nvm.swappiness = 33\n  net.ipv4.ip_forward=0  \n-nosuch.key = 1\nnosuch.other = 2\nnet/ipv4/conf/eth0.100/rp_filter = 2\nbad line here\nvm.multi\nkernel.ostype = x\nnet.ipv4.conf.eth0/100.rp_filter\t=\t3\n'
mkfile conf2 'vm.swappiness = 44\n'
same "-p" "$R"'sysctl -p conf; echo $?; cat /proc/sys/vm/swappiness /proc/sys/net/ipv4/conf/eth0.100/rp_filter'
same "-p -e -q" "$R"'sysctl -e -p conf; echo $?; sysctl -q -p conf; echo $?'
same "-p several files" "$R"'sysctl -p conf2 -p conf2; sysctl -pconf2 nosuchfile conf2; echo $?; sysctl -n -p conf2; sysctl -f conf2'
same "-p a glob" "$R"'printf "net.ipv4.conf.*.rp_filter = 2\n" > g.conf; sysctl -p g.conf; echo $?; cat /proc/sys/net/ipv4/conf/eth0.100/rp_filter; rm g.conf'
same "-p missing file" "$R"'sysctl -p nosuchfile; echo $?'
# --system: made-up sysctl.d directories and sysctl.conf over the real
# ones (a name in /etc/sysctl.d hides the same name in /usr/lib/sysctl.d)
if [ -d /etc/sysctl.d ] && [ -d /usr/lib/sysctl.d ] && [ -f /etc/sysctl.conf ]
then
	mkdir sd1 sd2
	printf 'vm.swappiness = 1\n' > sd1/10-a.conf
	printf 'vm.swappiness = 2\nnosuch.key = 1\n' > sd1/30-c.conf
	printf 'README\n' > sd1/README
	printf 'vm.swappiness = 3\n' > sd2/10-a.conf
	printf 'net.ipv4.ip_forward = 5\nbad\n' > sd2/20-b.conf
	mkfile etcconf 'kernel.ostype = x\n'
	mount --bind sd1 /etc/sysctl.d
	mount --bind sd2 /usr/lib/sysctl.d
	mount --bind etcconf /etc/sysctl.conf
	same "--system" "$R"'sysctl --system; echo $?; cat /proc/sys/vm/swappiness; sysctl -e -q --system; echo $?'
	same "-p reads /etc/sysctl.conf" "$R"'sysctl -p; echo $?'
	umount /etc/sysctl.d /usr/lib/sysctl.d /etc/sysctl.conf
else
	echo "SKIP $TEST_FILE: --system: no /etc/sysctl.d, /usr/lib/sysctl.d or /etc/sysctl.conf"
	_result skip
	_result skip
fi
# outside /proc/sys: refused (procps resolves the path and refuses too,
# with other words)
check -s 1 -e 'sysctl: Path is not under /proc/sys/: /proc/sys/kernel/../../../tmp/x\nsysctl: Path is not under /proc/sys/: /proc/sys/kernel/../../../tmp/x\n' "a .. part" 'sysctl -w kernel/../../../tmp/x=1; sysctl kernel/../../../tmp/x' ''
check -s 1 -e 'sysctl: Path is not under /proc/sys/: /proc/sys/\n' "empty key" 'sysctl -w =1' ''
# a glob that matches ".." and a dotted key whose slashes make ".." never
# reach out of /proc/sys
mkfile target 'kept\n'
check -e "sysctl: cannot stat /proc/sys/kernel/.[.]/.[.]/.[.]/${PWD#/}/target: No such file or directory\n" \
	"a glob matching .." "sysctl -w 'kernel/.[.]/.[.]/.[.]/${PWD#/}/target=x'; cat target" 'kept\n'
check -s 1 -e 'sysctl: Path is not under /proc/sys/: /proc/sys/kernel.//.//.//.tmp.x\n' \
	"a dotted key with .. in it" "sysctl -w 'kernel.//.//.//.tmp.x=1'" ''
umount /proc/sys
