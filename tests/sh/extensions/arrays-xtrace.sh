# set -x shows bash's array assignments (a=(...), a+=(...), a[i]=x,
# declare's a=(...)) as it shows the other words: expanded, unquoted;
# bash shows them quoted, so the expectation is our own
# expect: own
set -x
a=(1 "2 3" $((1 + 1))) b[1]=x
a+=([5]=y z)
declare -a c=(q)
set +x
echo "${a[*]} ${b[*]} ${c[*]}"
