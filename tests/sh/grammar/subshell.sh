# not under valgrind: it keeps file descriptors and fakes ulimit -n
# { } and ( ): a subshell starts with a copy of everything and nothing
# comes back

# { } runs in the current shell, ( ) in a copy of it
x=1
{ x=2; }
echo $x
(x=3; echo in $x)
echo out $x
(cd /; pwd)
pwd | sed 's|.*/||' >/dev/null && echo cwd-kept
{ echo a; echo b; } > f
cat f
(echo c; echo d) | tr cd CD
(exit 3); echo $?
{ (exit 4); }; echo $?
( (echo nested) )
(set -- a b; echo $#); echo $#
(f() { echo fn; }; f); f 2>/dev/null || echo no-fn-outside
{ false; }; echo $?
(trap 'echo sub-exit' EXIT; echo body)
umask 022; (umask 077); umask
{ echo one
echo two
}
rm f

# ( ) is a copy of the shell: variables, cwd, traps, options, functions
# changed inside stay inside; exit leaves only the subshell
x=1; (x=2; echo "in $x"); echo "out $x"
mkdir d; (cd d; echo "in ${PWD##*/}"); echo "out ${PWD##*/}" | grep -c out
(set -f; echo *); echo * | grep -c d
(f() { echo "inner f"; }; f); command -v f >/dev/null || echo "no f outside"
(exit 7); echo "exit status $?"
(false); echo "false $?"
(true; exit); echo "bare exit $?"
(set -- a b; echo "in $#"); echo "out $#"
(unset x; echo "in [${x-unset}]"); echo "out $x"
(trap 'echo trapped' EXIT; echo body) ; echo after
( (exit 4) ); echo "nested $?"
(echo $( (echo deep) ))
(x=5; (x=6); echo "middle $x")
v=$( (echo a; exit 2) ); echo "cmdsub $? $v"
(cd /; cd d 2>/dev/null || echo "d not in /")
( echo "spaced" )
(eval '( )') 2>/dev/null; echo "empty subshell $?"
rmdir d

# a subshell gets a copy of everything: variables, functions, traps, cwd,
# options, umask, fds; nothing comes back
v=1; f() { echo "fn v=$v"; }
(v=2; f; f() { echo changed; }; f)
f
(set -e; false; echo never); echo "set -e in subshell: $?"
case $- in *e*) echo never ;; *) echo "no -e outside" ;; esac
(set -- sub args; echo "$#")
echo "$#"
(cd /; echo "sub cwd is /: $(pwd)")
(umask 077; umask)
umask
(exec 3>f; echo three >&3); cat f
echo x >&3 2>/dev/null || echo "fd 3 not open outside"
(trap 'echo sub trap' EXIT)
x=$(v=3; echo $v); echo "$x $v"
echo "$(exit 4)"; echo "cmdsub status $?"
y=out; echo | y=in; echo "$y"
(readonly z=1); z=2; echo "z=$z"
(unset v); echo "v=$v"
(alias a1='echo a1'; eval a1); a1 2>/dev/null || echo "alias did not escape"
{ w=brace; } | cat; echo "w=[${w-}]"
rm f

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

unset -f f; set --
# nothing done in a subshell, a command substitution or a pipeline
# element comes back to the parent shell
v=orig
(v=sub); echo "paren: $v"
x=$(v=cmdsub; echo "$v"); echo "cmdsub: $v ($x)"
echo | v=pipe; echo "pipe left: $v"
v=last | cat; echo "pipe alone: $v"
(f() { echo f; }); f 2>/dev/null || echo "function did not leak"
(set -f); case $- in *f*) echo never ;; *) echo "set -f did not leak" ;; esac
(shift 0; set -- a b); echo "params: $#"
(trap 'echo t' USR1); trap | grep -c USR1
(export nv=1); sh -c 'echo "export: [${nv-unset}]"'
(alias zz=true) 2>/dev/null; alias zz 2>/dev/null || echo "alias did not leak"
(umask 0777); umask
(ulimit -c 0; ulimit -n 64); ulimit -n | grep -vx 64 >/dev/null && echo "ulimit kept"
(cd / && :); [ "$PWD" != / ] && echo "cwd kept"
(exit 3); echo "status comes back: $?"
$(exit 4); echo "empty cmdsub status: $?"
{ v=brace; }; echo "brace group is not a subshell: $v"
