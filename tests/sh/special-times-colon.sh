# times prints two lines of "NmN.NNNs NmN.NNNs"; : ignores arguments but
# expands them, and its status is 0 even after a failing command
# substitution in an argument
times | sed 's/[0-9]/N/g'
: $(false); echo ": with failing cmdsub: $?"
x=$(false) :; echo "prefix cmdsub: $?"
: "${v:=assigned}"; echo "$v"
: > made-by-colon; ls made-by-colon
false; : ; echo "after false: $?"
: '$(echo never)' "$((2 + 3))"; echo "no output above"
: --help; echo "help: $?"
rm made-by-colon
