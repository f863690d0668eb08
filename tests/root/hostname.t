# root/hostname.t - setting the host name, in a new UTS namespace
needs applet hostname
needs root
needs cmd unshare
mkfile name.txt '# comment\n\n  from.file.example\n'
check "set" "unshare -u sh -c 'hostname box.example.org && hostname && hostname -s && hostname -d'" \
	'box.example.org\nbox\nexample.org\n'
check "-F" "unshare -u sh -c 'hostname -F name.txt && hostname'" 'from.file.example\n'
check -s 1 -e "hostname: empty.txt: no host name in it\n" "-F empty" \
	"printf '#\\n' > empty.txt; unshare -u hostname -F empty.txt" ''
same "show, as net-tools" "unshare -u sh -c 'hostname a.b; hostname -s; hostname'"
