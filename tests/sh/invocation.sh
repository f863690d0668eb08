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
