# where bash does brace expansion: command names and arguments, for
# lists, the arguments of export and local (x={a,b} is x=a x=b), and
# redirection targets when one word results ("ambiguous redirect" when
# more); not in assignments, case words and patterns, [[ ]], here-strings
# or here-documents; braces that come from an expansion stay; set +B and
# set +o braceexpand turn it off, and set -o and $- show it; expect: bash
# expect: bash
p() { printf '%s|' "$@"; echo; }
{echo,hi}
{p,a,b}
for i in {1..3} {x,y}z; do printf '%s ' "$i"; done; echo
for i in "{1..3}" \{x,y}; do printf '%s ' "$i"; done; echo
y={a,b}; p "$y" $y
y={1..3} p "$y"
export e={a,b}; p "$e"
f() { local l={c,d} m; p "$l" "$m"; }; f
export {e1,e2}=v; p "$e1" "$e2"
p x={a,b} --opt={1,2}
case a in {a,b}) echo m1;; a) echo m2;; esac
case {a,b} in '{a,b}') echo "case word literal";; esac
[[ {a,b} == '{a,b}' ]] && echo "[[ literal"
[[ a == {a,b} ]] || echo "[[ pattern literal"
cat <<< {p,q}
cat <<EOF2
{h,i} {1..2}
EOF2
eval 'p {e,v}'
p "$(p {s,t})"
echo hi > {z}; cat {z}; rm {z}
echo hi > x{1..1}; cat x1; rm x1
echo hi > {o,}; cat o; rm o
echo hi 2>&{1,}; echo "dup: $?"
msg() { sed 's/^.*: line [0-9]*: //; s/^.*: [0-9]*: //'; }
{ echo hi > {a,b}; } 2>&1 | msg
{ echo hi > {a,b}; } 2>/dev/null || echo "failed"
{ echo hi > y{,}; } 2>&1 | msg
{ echo hi >> o{1,}; } 2>&1 | msg
{ echo hi >&{1,2}; } 2>&1 | msg
{ cat < {a,b}; } 2>&1 | msg
c='p q'
{ echo hi > {$c,}; } 2>/dev/null || echo "split: ambiguous"
ls
case $- in *B*) echo "B in \$-";; *) echo "no B";; esac
set -o | grep -c '^braceexpand[[:space:]]*on'
[[ -o braceexpand ]] && echo "braceexpand on"
set +B
p {a,b} {1..3} x{,}
case $- in *B*) echo "B in \$-";; *) echo "no B";; esac
set -o | grep -c '^braceexpand[[:space:]]*off'
[[ -o braceexpand ]] || echo "braceexpand off"
echo hi > {f,g}; cat {f,g}; rm {f,g}
set -B
p {a,b}
set +o braceexpand
p {c,d}
set -o braceexpand
p {e,f}
(set +B; p {in,sub}); p {out,side}
