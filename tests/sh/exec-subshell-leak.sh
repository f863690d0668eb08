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
