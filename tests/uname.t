# uname.t - uname, compared with GNU uname
needs applet uname
# the host's name, release and version are this machine's
# the machine: qemu-user (make check ARCH=) tells the emulated one
FILTER="s/\\(x86_64\\|aarch64\\|armv7l\\|s390x\\|riscv64\\)/MACHINE/; s/$(uname -n)/NODE/; s/$(uname -r)/RELEASE/; s/$(uname -v | sed 's/[]\/.*^$[]/\\&/g')/VERSION/"
same "default" 'uname'
same "-s" 'uname -s'
same "-m" 'uname -m'
same "-o" 'uname -o'
same "-p -i" 'uname -p -i'
same "order" 'uname -om -s'
same "long" 'uname --kernel-name --machine --operating-system --processor --hardware-platform'
same "-a" 'uname -a'
same "--all" 'uname --all'
same "-a with -p" 'uname -a -p'
same "-n -r -v" 'uname -n -r -v'
live "-n" 'uname -n'
live "-rv" 'uname -rv'
check -s 1 -e "uname: extra operand 'x'\nUsage: uname [-asnrvmpio]\n" "extra operand" 'uname x' ''
check -s 1 -e "uname: invalid option -- 'x'\nUsage: uname [-asnrvmpio]\n" "bad option" 'uname -x' ''
