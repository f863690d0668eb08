# commands from stdin: sh with no operand, sh -s ARGS, and the script's
# commands read one at a time so a command can read the rest of stdin
echo 'echo "[$0] [$#] [$1]"' | sh | sed 's/\[[^]]*sh\]/[SH]/'
echo 'echo "[$#] [$*]"' | sh -s a 'b c'
echo 'echo "$1"' | sh -s -- -x
printf 'read line\necho "got: $line"\n' > in; printf 'data line\n' >> in
sh < in
printf 'echo first\ncat\n' > in2; printf 'rest of input\n' >> in2
sh < in2
printf 'x=1\necho "x=$x"\nexit 3\necho never\n' | sh; echo "status: $?"
printf 'set -e\nfalse\necho never\n' | sh; echo "-e from stdin: $?"
sh -s < /dev/null; echo "empty stdin: $?"
echo 'echo "$-"' | sh -s | grep -c s
rm in in2
