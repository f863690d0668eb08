# a file exec(2) refuses with ENOEXEC is run by a new shell, when it
# looks like text

# a file without #! that exec(2) refuses is run by the shell itself
printf 'echo "script without shebang: $# $1"\nx=inner\necho "x=$x"\n' > plain
chmod +x plain
x=outer
./plain one
echo "x=$x"
printf 'exit 4\n' > four; chmod +x four
./four; echo "status $?"
printf '#!/bin/sh\necho with-shebang\n' > shebang; chmod +x shebang
./shebang
mkdir sub; printf 'echo "in sub: $(basename "$PWD")"\n' > sub/s; chmod +x sub/s
(cd sub && ./s)
printf 'f() { echo "fn in script"; }\nf\n' > fnscript; chmod +x fnscript
./fnscript
f 2>/dev/null || echo "function not in parent"
rm -r plain four shebang sub fnscript

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

# a file execve refuses (ENOEXEC) is run as a script only when it looks
# like text: a NUL byte in its first line marks a binary (one for another
# machine), which is an "Exec format error" with status 126, as in dash
printf '\177ELF\2\1\1\0\0\0\0\0\0\0\0\0echo ran\n' > elf
printf 'a\0b\necho ran\n' > nul
printf 'echo "text $1"\n' > text
chmod +x elf nul text
./elf; echo "status $?"
./nul 2>&1; echo "status $?"
./text arg; echo "status $?"
(./elf); echo "status $?"
x=$(./elf 2>&1); echo "status $? [${x##*: }]"
(exec ./nul); echo "status $?"
PATH=.:$PATH elf; echo "status $?"
