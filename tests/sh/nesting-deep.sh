# deep nesting is handled: parentheses, command substitutions, braces,
# functions calling themselves deeply
n=0; s=''; e=''
while [ $n -lt 200 ]; do s="$s("; e="$e)"; n=$((n + 1)); done
eval "${s}echo deep-subshells${e}"
n=0; s=''; e=''
while [ $n -lt 50 ]; do s="$s\$(echo "; e="$e)"; n=$((n + 1)); done
eval "echo ${s}deep-cmdsub${e}"
n=0; s=''; e=''
while [ $n -lt 500 ]; do s="$s{ "; e="$e;}"; n=$((n + 1)); done
eval "${s}echo deep-braces${e}"
n=0; s=''
while [ $n -lt 300 ]; do s="$s(1+"; n=$((n + 1)); done
n=0; e=''
while [ $n -lt 300 ]; do e="$e)"; n=$((n + 1)); done
echo $(( ${s}0${e} ))
r() { [ $1 -gt 0 ] && r $(($1 - 1)) || echo "recursed to 0"; }
r 500
n=0; s=''; e=''
while [ $n -lt 100 ]; do s="${s}if true; then "; e="$e fi;"; n=$((n + 1)); done
eval "${s}echo deep-ifs;${e}"
n=0; s='x'
while [ $n -lt 12 ]; do s="$s$s"; n=$((n + 1)); done
echo "${#s}"
long=$(printf '%05000d' 0); echo "${#long}"
