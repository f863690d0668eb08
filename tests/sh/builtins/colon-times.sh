# : true false and times

# :, true and false; : still expands its arguments
: ignored args; echo "$?"
false; :; echo "$?"
true; echo "$?"
false; echo "$?"
: ${v=set-by-colon}; echo "$v"
: $((n = 41 + 1)); echo "$n"
: > made; ls made; rm made
: "$(echo side >&2)" 2>/dev/null
true --help >/dev/null; echo "true --help: $?"
false --anything; echo "false: $?"

# times: two lines, user and system times of the shell and of its children
times | wc -l
times | sed 's/[0-9][0-9]*/N/g'
sh -c 'i=0; while [ $i -lt 100 ]; do i=$((i + 1)); done'
times > t; wc -l < t; rm t

unset v
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
