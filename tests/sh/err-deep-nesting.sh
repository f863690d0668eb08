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
