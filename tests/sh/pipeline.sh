# pipelines: status of the last command, ! negates, each part in a subshell
echo abc | tr a-z A-Z | cat
false | true; echo $?
true | false; echo $?
! true; echo $?
! false; echo $?
! true | false; echo $?
! false | true; echo $?
x=1
echo | x=2
echo $x
echo one two | { read a b; echo "$b $a"; }
printf '3\n1\n2\n' | sort | head -n 2
echo x | cat | cat | cat
cat <<EOT | wc -l
a
b
EOT
seq 1 5 2>/dev/null | while read n; do echo "n=$n"; done
echo done
