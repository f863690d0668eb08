# root/df.t - df against GNU df, on tmpfs mounts of known sizes made here
# (inside run.sh's unshare -m); FILE operands keep other mounts out
needs applet df
needs root
REF=df
mkdir m1 m2 m3 'sp ace'
mount -t tmpfs -o size=10m t1 m1
mount -t tmpfs -o size=2g,nr_inodes=1000 t2 m2
mount -t tmpfs -o size=100k tmpfs3 m3
mount -t tmpfs -o size=1m,nr_inodes=20 a-much-longer-source-name 'sp ace'
dd if=/dev/zero of=m1/z bs=1k count=1500 2>/dev/null
mkdir m2/d && : > m2/d/f
trap 'umount m1 m2 m3 "sp ace"' EXIT
for a in "" -h -H -T -P -i --total -hP "-T --total -h" "-i -h" "-i --total" -k -a "-hk" "-kh" "-H -i"; do
	same "operands $a" "df $a m1 m2/ m3/. m2/d/f 'sp ace'"
done
same "-t and -x with operands" 'df -t tmpfs m1; df -x tmpfs m1; df -t ext4 -t tmpfs m2'
same "missing operand file" 'df m1 nosuch m3; echo $?'
same "use rounds up" 'dd if=/dev/zero of=m3/z bs=1k count=1 2>/dev/null; df m3 "sp ace"; rm m3/z'
live "proc with -a" 'df -a -t proc'
live "-t narrows the table" 'df -t sysfs -a -T'
