# exit: status, in subshells, functions, pipelines, command
# substitutions and traps

# exit: status modulo 256, bare exit keeps $?, exit in functions, in
# pipelines (only that element), in cmdsubs, in an EXIT trap
sh -c 'exit 256'; echo "256: $?"
sh -c 'exit 257'; echo "257: $?"
sh -c 'exit 1000'; echo "1000: $?"
sh -c 'false; exit'; echo "bare after false: $?"
sh -c '(exit 9); exit'; echo "bare after 9: $?"
sh -c 'f() { exit 4; }; f; echo never'; echo "in function: $?"
sh -c 'exit 3 | cat; echo "pipeline goes on: $?"'
sh -c 'echo "$(exit 5; echo never)"; echo "cmdsub: $?"'
sh -c 'trap "exit 7" EXIT; exit 2'; echo "exit in trap: $?"
sh -c 'trap "echo \$?; exit" EXIT; exit 8'; echo "bare exit in trap: $?"
sh -c 'trap "false; exit" EXIT; exit 0'; echo "bare exit after false in trap: $?"
sh -c 'exit x' 2>/dev/null; echo "bad: $?"
sh -c 'exit -5' 2>/dev/null; echo "negative: $?"
sh -c 'while :; do exit 6; done'; echo "in loop: $?"
sh -c '{ exit 10; }; echo never'; echo "in group: $?"

# exit: with and without a status, in subshells, functions and traps
(exit); echo "bare after true: $?"
(false; exit); echo "bare after false: $?"
(exit 5); echo "$?"
(exit 255); echo "$?"
f() { exit 6; echo never; }
(f; echo never); echo "from function: $?"
(trap 'exit 9' EXIT; exit 8); echo "trap's exit wins: $?"
x=$(exit 11); echo "cmdsub: $?"
(exit abc) 2>/dev/null; echo "bad number: $?"
sh -c 'exit 3 4' 2>/dev/null; echo "extra argument: $?"
echo "last line"
exit 42
echo never
