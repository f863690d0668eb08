# local NAME without a value keeps the value (and the export) that NAME
# had outside, as dash does; later assignments are the function's own
x=outer
f() { local x; echo "local x: [${x-unset}]"; x=inner; echo "[$x]"; }
f; echo "after: $x"
unset y
g() { local y; echo "unset outer: [${y-unset}]"; }
g
export z=exp
h() { local z; echo "exported: [${z-unset}]"; sh -c 'echo "child sees [${z-unset}]"'; }
h
k() { local x=1 x; echo "twice: [$x]"; }
k
m() { local -; set -f; echo "set -f inside"; }
