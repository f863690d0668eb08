# sh-memory.t - the shell's memory stays flat over a loop whose commands
# fail partway: an expansion error unwinds past the code that would free
# the expansion's buffers (command eval keeps the shell going, as an
# interactive shell goes on). Each of the 3,000 rounds below had lost
# 8 KB. Not in the sanitizer build or under Valgrind: their own allocators
# hold freed memory back, and they report a lost block at exit anyway.
needs applet sh
if [ "$ROOTBOX_SANITIZE$ROOTBOX_VALGRIND" = 1 ]; then
	echo "SKIP $TEST_FILE: the sanitizer build and Valgrind find leaks themselves"
	return 0
fi
mkfile loop.sh 'vm() { while read -r k v u; do [ "$k" = VmData: ] && echo "$v"; done < /proc/$$/status; }
big=$(printf "%4000s" x)
a=$(vm) i=0
while [ $i -lt 3000 ]; do
	command eval '"'"'echo "$big$big${u?x}"'"'"' 2>/dev/null
	i=$((i + 1))
done
b=$(vm)
if [ $((b - a)) -lt 4096 ]; then echo flat; else echo "grew by $((b - a)) kB"; fi
'
check "expansion errors in a loop" '"$TESTROOT/sh" loop.sh' 'flat\n'
