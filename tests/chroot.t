# chroot.t - chroot's errors, compared with GNU chroot (root/chroot.t
# runs commands inside a new root)
needs applet chroot
same "no such NEWROOT" 'chroot /nonexist true; echo $?'
same "NEWROOT is a file" 'touch f; chroot f true; echo $?; rm f'
same "command not found" 'chroot / nosuchcmd; echo $?'
same "command not executable" 'touch f; chroot / "$PWD/f"; echo $?; rm f'
same "command's status" 'chroot / sh -c "exit 7"; echo $?'
same "options after NEWROOT are the command's" 'chroot / ls -d -- /; echo $?'
same "--skip-chdir with /" 'chroot --skip-chdir / pwd; echo $?'
check -s 125 -e "chroot: missing operand\nUsage: chroot [--skip-chdir] NEWROOT [COMMAND [ARG]...]\n" \
	"missing operand" 'chroot' ''
check -s 125 -e "chroot: option --skip-chdir only permitted if NEWROOT is old '/'\nUsage: chroot [--skip-chdir] NEWROOT [COMMAND [ARG]...]\n" \
	"--skip-chdir elsewhere" 'mkdir -p d; chroot --skip-chdir d true' ''
needs cmd setpriv
same "not permitted" 'setpriv --reuid 65534 --regid 65534 --clear-groups chroot / true; echo $?'
