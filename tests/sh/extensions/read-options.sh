# read -n, -t, -s and -p (bash extensions; dash lacks them, so NAME.out
# holds what bash prints, as each part below says)

# read -n N, -t SECS, -s and -p PROMPT (the common extensions issue 3
# asks for; dash 0.5.12 has only -p, so NAME.out holds what bash prints).
# The prompt goes to stderr only when reading from a terminal.
echo abcdef | { read -n 2 a; echo "[$a]"; }
echo abcdef | { read -n 2 a; read -n 3 b; echo "[$a][$b]"; }
printf 'ab\ncd\n' | { read -n 5 a; echo "[$a]"; }
echo 'x y z' | { read -n 3 a b; echo "[$a][$b]"; }
mkfifo fifo
exec 3<>fifo
read -t 0.05 a <&3; st=$?
[ $st -gt 128 ] && echo "timeout status is over 128"
exec 3<&-
rm fifo
echo ready | { read -t 1 a; echo "in time: $? [$a]"; }
echo secret | { read -s a; echo "[$a]"; }
echo answer | { read -p 'prompt> ' a 2>err; echo "[$a]"; }
echo "prompt written: $(wc -c < err 2>/dev/null || echo none)"
rm -f err
echo 'r\aw' | { read -r -n 3 a; echo "[$a]"; }

# read -n, -t, -s (builtins.c), as bash has them: dash has none of them,
# so NAME.out holds bash's output, except for the usage errors at
# the end: our status is 2 like that of dash's other read errors (bash: 1),
# and the words are ours
show() { printf '[%s]' "$@"; echo; }
printf 'abcdef\n' | { read -n 3 x; echo "n3: $?"; read y; show "$x" "$y"; }
printf 'ab\ncdef\n' | { read -n 3 x; read y; show "$x" "$y"; }
printf 'a b c d\n' | { read -n 5 x y; show "$x" "$y"; }
printf 'ab' | { read -n 3 x; echo "short: $?"; show "$x"; }
printf 'abc\n' | { read -n 0 x; echo "n0: $?"; show "$x"; }
printf 'abcdef\n' > n.txt
{ read -n 2 x; read y; show "$x" "$y"; } < n.txt
rm -f n.txt
printf 'a\\\nb\n' | { read -n 2 x; show "$x"; }
printf 'a\\bc\n' | { read -r -n 2 x; show "$x"; }
(sleep 1; echo late) | { read -t 0.2 x; echo "timeout: $?"; show "$x"; }
(printf part; sleep 1; echo late) | {
	read -t 0.3 x; echo "partial: $?"; show "$x"
}
echo x | {
	sleep 0.3; read -t 0 x; echo "t0 ready: $?"; show "$x"
	read x; show "$x"
}
(sleep 1) | { read -t 0 x; echo "t0 empty: $?"; }
echo x | { read -t 5 x; echo "t5: $?"; show "$x"; }
printf 'x\n' | { read -s v; echo "s: $?"; show "$v"; }
# the message without the script's name; then the status
msg() { sed 's/.*: read:/read:/'; }
{ read -t x v < /dev/null; echo "bad -t: $?"; } 2>&1 | msg
{ read -n x v < /dev/null; echo "bad -n: $?"; } 2>&1 | msg
{ read -t -1 v < /dev/null; echo "bad -t -1: $?"; } 2>&1 | msg
# expect: own (the comment at the top says why)
