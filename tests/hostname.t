# hostname.t - hostname, compared with net-tools' hostname
needs applet hostname
# the host's name is this machine's: stored as HOSTNAME
FILTER="s/^$(hostname)\$/HOSTNAME/"
same "show" 'hostname'
same "-s" 'hostname -s'
check -s 1 -e "hostname: options -s and -d are mutually exclusive\nUsage: hostname [-s|-d] [NAME | -F FILE]\n" \
	"-s and -d" 'hostname -s -d' ''
check -s 1 -e "hostname: nofile: No such file or directory\n" "-F missing" \
	'hostname -F nofile' ''
