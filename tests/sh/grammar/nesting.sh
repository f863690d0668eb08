# deep nesting: parentheses, braces, compound commands, command
# substitutions, recursion

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

# deep nesting in a script file (not only through eval): brace groups,
# if, while and $( ) nested hundreds deep, and runaway recursion of a
# function ends with an error, not a crash (status only)
n=0; o=; c=
while [ $n -lt 300 ]; do o="$o{ "; c="$c; }"; n=$((n+1)); done
printf '%secho braces%s\n' "$o" "$c" > d1; sh d1
n=0; o=; c=
while [ $n -lt 200 ]; do o="${o}if :; then "; c="$c; fi"; n=$((n+1)); done
printf '%secho ifs%s\n' "$o" "$c" > d2; sh d2
n=0; o=; c=
while [ $n -lt 100 ]; do o="$o\$(echo "; c="$c)"; n=$((n+1)); done
printf 'echo %sdeep%s\n' "$o" "$c" > d3; sh d3
sh -c 'f() { f; }; f' >/dev/null 2>&1; echo "recursion ends: $(( $? != 0 ))"
rm d1 d2 d3
