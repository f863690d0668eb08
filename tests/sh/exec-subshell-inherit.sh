# a subshell starts with a copy of the parent: unexported variables,
# functions, aliases, options, positional parameters, $?, $$ and $!
set -- p1 p2
u=unexp
f() { echo "fn [$1]"; }
alias al='echo alias-ok'
set -u
sleep 0 & bg=$!
(echo "var $u"; f x; echo "params $# $1 $2"; case $- in *u*) echo "-u kept" ;; esac)
(eval al)
false; (echo "status at start $?")
echo "$(echo "cmdsub sees $u")"
echo "$(f cmd)"
p=$$; (q=$$; [ "$p" = "$q" ] && echo "\$\$ unchanged")
(b=$!; [ "$b" = "$bg" ] && echo "\$! inherited")
wait
set +u
(cd /; pwd)
echo x | { read y; echo "pipe element reads [$y] with u=[$u]"; }
umask 027; (umask); umask 022
(trap - EXIT; echo "trap reset works")
((echo nested)); (((echo deeper)))
