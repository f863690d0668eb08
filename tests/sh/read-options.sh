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
# expect: own (the comment at the top says why)
