# local: function-scoped variables, dynamic scope, shadowing, restore
x=global
f() { local x=local; echo "in f: $x"; g; }
g() { echo "in g sees: $x"; }
f
echo "after f: $x"
h() { local x; echo "declared: [${x-unset}]"; x=set-in-h; }
h; echo "after h: $x"
k() { local y=1; y=2; echo "k: $y"; }
k; echo "y: [${y-unset}]"
n() { local a=1 b=2; echo "$a$b"; }
n
r() { local d=$1; [ $d -gt 0 ] && r $((d - 1)); echo "depth $d"; }
r 2
e() { local PATHX=inner; export PATHX; sh -c 'echo "child: $PATHX"'; }
e; echo "outside: [${PATHX-unset}]"
u() { local x; unset x; echo "unset local: [${x-unset}]"; }
u; echo "global kept: $x"
i() { local IFS=:; set -- a:b; set -- $1; echo "$#"; }
i
v='a b'; set -- $v; echo "$#"
