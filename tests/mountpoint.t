# mountpoint.t - mountpoint, compared with util-linux's, on / and /proc
# (mountpoints everywhere), a directory and a file of the test (never
# one), symlinks and missing paths; MAJ:MIN numbers vary, so -d is live
needs applet mountpoint
mkdir d
mkfile f x
ln -s /proc lp
ln -s d ld
same "mountpoints" 'mountpoint /; echo $?; mountpoint /proc; echo $?; mountpoint /proc/; mountpoint //proc/.; mountpoint lp'
same "not mountpoints" 'mountpoint d; echo $?; mountpoint f; echo $?; mountpoint ld; echo $?; mountpoint /proc/self/..; mountpoint /proc/1; echo $?'
same "-q" 'mountpoint -q /; echo $?; mountpoint -q d; echo $?; mountpoint --quiet f; echo $?; mountpoint -q nosuch; echo $?'
same "missing" 'mountpoint nosuch; echo $?; mountpoint ""; echo $?; mountpoint f/x; echo $?'
same "--nofollow" 'mountpoint --nofollow lp; echo $?; mountpoint --nofollow /proc; echo $?; mountpoint --nofollow d; echo $?'
same "-d not a mountpoint" 'mountpoint -d d; echo $?; mountpoint -qd f; echo $?; mountpoint --fs-devno nosuch; echo $?'
live "-d" 'mountpoint -d /proc; mountpoint -qd /; mountpoint --fs-devno lp'
same "-x not a block device" 'mountpoint -x d; echo $?; mountpoint -x /dev/null; echo $?; mountpoint -qx f; echo $?; mountpoint --devno nosuch; echo $?; mountpoint -q -x nosuch; echo $?'
same "-x and --nofollow" 'mountpoint -x --nofollow /dev/null; echo $?'
check -s 1 -e "mountpoint: missing operand\nUsage: mountpoint [-qd] [--nofollow] PATH\n" "no PATH" 'mountpoint' ''
check -s 1 -e "mountpoint: extra operand '/proc'\nUsage: mountpoint [-qd] [--nofollow] PATH\n" "two PATHs" 'mountpoint / /proc' ''
FILTER="/^Try '/d; /^Usage: /d"
REF=mountpoint same "unknown option" 'mountpoint -z /; echo $?'
