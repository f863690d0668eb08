# root/gzip.t - gzip on a small full tmpfs (ENOSPC), and owners kept;
# runs inside the unshare -m namespace that run.sh makes
needs applet gzip
needs root
needs cmd gzip
G=$(PATH=$HOSTPATH command -v gzip)
export G
mkdir mt
mount -t tmpfs -o size=64k rootbox-gzip mt || exit 1
trap 'umount mt 2>/dev/null' EXIT
randbytes 40000 > r40
head -c 3000000 /dev/zero > zeros && "$G" zeros
seq 5000 > text

same "ENOSPC compressing: input kept, no output" \
	'cp r40 mt/r; (cd mt && gzip r; echo $?; ls); cmp mt/r r40; rm mt/r'
same "ENOSPC decompressing: input kept, no output" \
	'cp zeros.gz mt/z.gz; (cd mt && gunzip z.gz; echo $?; ls); cmp mt/z.gz zeros.gz; rm mt/z.gz'
same "ENOSPC with -k and -r" \
	'mkdir mt/d; cp r40 mt/d/r; (cd mt && gzip -rk d; echo $?; ls d); rm -r mt/d'
same "ENOSPC on stdout" \
	'cp r40 mt/r; gzip -c mt/r > mt/out; echo $?; ls mt; rm mt/r mt/out'
same "fits: compressed in place" \
	'cp text mt/t; (cd mt && gzip t && gunzip t.gz; echo $?; ls); cmp mt/t text; rm mt/t'
same "owner and group kept" \
	'cp text o; chown 1234:5678 o; gzip o; stat -c "%u %g %a %n" o.gz; gunzip o.gz; stat -c "%u %g %a %n" o; rm o'
same "-f: owner and mode kept" \
	'cp text o; chown 4321:8765 o; chmod 640 o; gzip -f o; stat -c "%u %g %a" o.gz; rm o.gz'
