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
