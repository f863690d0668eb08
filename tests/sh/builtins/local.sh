# local: scope, errors, and "local -"
# bash's brace expansion (set -B, in $-) off: dash, the reference, lacks it
case $- in *B*) set +B;; esac

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

# "local -" (var.c): the set options are saved when local runs and put
# back when the function returns, as in dash (and bash 4.4); options
# changed before the "local -" stay changed
f() { local -; set -u +f -o noclobber; echo "in f: $-"; }
set -f
f
echo "after f: $-"
g() { set -e; local -; set -x; }
g 2>/dev/null
echo "after g: $-"
set +e
h() { local - x=1; set -C; inner; echo "h: $- $x"; }
inner() { local -; set +C -u; echo "inner: $-"; }
h
echo "after h: $-"
k() { local -; set -a; y=2; }
k
env | grep '^y='
z=3; env | grep '^z='
echo "y $y"
m() { local -; set -f; return 3; }
m; echo "m: $? $-"
n() { local -; set -f; (set +f; echo "sub: $-"); echo "n: $-"; }
n
echo "top: $-"
