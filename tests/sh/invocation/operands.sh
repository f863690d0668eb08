# sh FILE ARGS, sh -c CMD NAME ARGS, sh -s ARGS and commands from stdin

# sh FILE ARGS, sh -c CMD NAME ARGS, sh -s ARGS, stdin, -e -u -x flags
printf 'echo "file: $# $1 $2"\n' > script
sh script a b
sh ./script
sh -c 'echo "c: $# $0 $1"' zero one
sh -c 'echo "$@"' name x y z
echo 'echo "from stdin: $#"' | sh
echo 'echo "-s: $# $1 $2"' | sh -s p q
printf 'echo one\necho two\n' | sh
sh -c 'false; echo "no -e"'
sh -e -c 'false; echo never'; echo "-e: $?"
sh -u -c 'echo $nosuch_var' 2>/dev/null; echo "-u: $?"
sh -x -c 'echo traced' 2>&1
sh -c 'exit 4'; echo "exit status passes: $?"
sh nosuchscript 2>/dev/null; echo "missing script: $?"
sh -c 2>/dev/null; echo "-c without a command: $?"
printf 'echo "set -- in file"; set -- x; echo $1\n' > s2; sh s2
sh -c 'echo $-' | grep -c c || true
printf 'echo early\nif then\necho never\n' > late
sh late 2>/dev/null; echo "late syntax error: $?"
printf 'echo first\necho second\nfi\n' > late2
sh late2 2>/dev/null; echo "stray fi: $?"
rm script s2 late late2

# sh -c CMD NAME ARGS: NAME is $0, the rest are $1...; options before -c
# and after; -c with -- ; the command string can hold several lines
sh -c 'echo "[$0] [$#] [$*]"'
sh -c 'echo "[$0] [$#] [$*]"' nm
sh -c 'echo "[$0] [$#] [$*]"' nm a 'b c'
sh -c 'echo "[$0] [$1]"' -- x
sh -e -c 'echo "[$-]" | grep -c e'
sh -c -e 'false; echo never'; echo "-c -e: $?"
sh -ce 'false; echo never'; echo "-ce: $?"
sh -c 'echo one
echo two'
sh -c 'shift; echo "$@"' nm a b c
sh -c 'echo "${10}"' nm 1 2 3 4 5 6 7 8 9 ten
sh -c 'exit $#' nm a b c; echo "argc as status: $?"
sh -c '' ; echo "empty command: $?"
sh -c '#comment only'; echo "comment: $?"
sh -c 'echo "$0"' 'name with space'

# sh FILE ARGS: $0 is FILE, the arguments follow; the file is looked up
# in the current directory, then PATH; -- before the file; a missing
# file is status 127; a file without a final newline or with CRs
printf 'echo "[$0] [$#] [$*]"\n' > s
sh s; sh s a b; sh ./s 'x y'
sh -- s dd
mkdir p; printf 'echo "found on PATH $0"\n' > p/onpath
PATH=$PWD/p:$PATH sh onpath 2>/dev/null | sed "s,$PWD/,,"; echo "PATH lookup: $?"
sh nosuch-script 2>/dev/null; echo "missing: $?"
mkdir dir; sh dir 2>/dev/null; echo "directory: $?" | sed 's/: [1-9][0-9]*$/: nonzero/'
printf 'exit 5\n' > st; sh st; echo "exit status: $?"
printf 'echo no newline at end' > nonl; sh nonl
printf 'echo "crlf"\r\n' > crlf; sh crlf 2>/dev/null | od -An -c | tr -s ' '
: > empty; sh empty; echo "empty file: $?"
rm -r s p dir st nonl crlf empty

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
