# cd - goes to OLDPWD and prints the new directory; OLDPWD and PWD are
# updated by every cd; an unset OLDPWD is an error; cd - twice returns
top=$(pwd -P)
mkdir a b
rel() { echo "${1#$top}"; }
cd a; cd ../b
cd - | sed "s,^$top,,"; rel "$PWD"; rel "$OLDPWD"
cd - >/dev/null; rel "$PWD"; rel "$OLDPWD"
cd -P - | sed "s,^$top,,"
(unset OLDPWD; cd - 2>/dev/null >/dev/null; echo "unset OLDPWD: $?")
(OLDPWD=; cd - >/dev/null 2>&1; echo "empty OLDPWD: $?")
(OLDPWD=$top/nosuch; cd - 2>/dev/null; echo "missing OLDPWD: $?"; rel "$PWD")
cd "$top"; cd a; cd .; rel "$OLDPWD"
sh -c 'cd "$1"; echo "$OLDPWD" | grep -c .' sh "$top/a"
cd "$top"; rm -r a b
