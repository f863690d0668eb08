# local's errors name it, as dash's do: a readonly variable, a bad name,
# use outside a function; an assignment in front of a function call that
# hits a readonly variable is not local's error
readonly r=ro
f() { local r=2; echo "not reached"; }
(f) 2>&1; echo "readonly: $?"
f() { local a-b; }
(f) 2>&1; echo "bad name: $?"
(local x) 2>&1; echo "outside: $?"
g() { :; }
f() { r=1 g; }
(f) 2>&1; echo "prefix: $?"
f() { command local r=3; echo "command local: $?"; }
f 2>&1
