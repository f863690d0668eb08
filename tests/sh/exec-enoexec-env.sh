# a script without #! run through ENOEXEC: a new shell, with its own
# variables, positional parameters, options and traps; exported
# variables do pass
printf 'echo "args: $# [$1] [$2]"\necho "plain=[${plain-unset}] exp=[${exp-unset}]"\n' > s1
printf 'type f >/dev/null 2>&1 && echo "f seen" || echo "no f"\n' >> s1
printf 'case $- in *e*) echo "-e kept" ;; *) echo "no -e" ;; esac\n' >> s1
printf 'trap | grep -c . ; exit 3\n' >> s1
chmod +x s1
plain=p; export exp=e
f() { :; }
trap 'echo parent-trap' USR1
./s1 'a b' c; echo "status $?"
set -e; ./s1 || echo "status under -e: $?"; set +e
mkdir bin; cp s1 bin/s2; PATH=$PWD/bin:$PATH
s2 x; echo "via PATH: $?"
printf 'exit\n' > s3; chmod +x s3; false; ./s3; echo "bare exit in script: $?"
printf 'echo "in s4"; x=changed\n' > s4; chmod +x s4; x=orig; ./s4; echo "x=$x"
trap - USR1
rm -r s1 s3 s4 bin
