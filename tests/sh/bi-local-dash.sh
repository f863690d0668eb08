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
