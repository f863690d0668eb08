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
