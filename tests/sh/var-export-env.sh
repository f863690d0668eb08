# the environment of a program: exported variables, with their current
# values; unexported ones stay in the shell; a name exported before it is
# set appears once set; export -n style removal by unset
export A=1
B=2
export C
sh -c 'echo "A=[${A-u}] B=[${B-u}] C=[${C-u}]"'
A=changed; sh -c 'echo "A=$A"'
C=now-set; sh -c 'echo "C=$C"'
env | grep -c '^B='
unset A; env | grep -c '^A='
export D="multi
line"; sh -c 'printf "%s\n" "$D"'
export E=; sh -c 'echo "E=[${E-unset}]"'
F=prefix-only env | grep '^F='; echo "F after: [${F-unset}]"
