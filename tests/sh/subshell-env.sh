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
