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
