# pwd, pwd -L, pwd -P, PWD after cd through a symlink (shown relative)
top=$(pwd -P)
cd "$top"
mkdir -p real/in; ln -s real sym
cd sym/in
echo "L: ${PWD#$top}"
pwd | sed "s|^$top||"
pwd -L | sed "s|^$top||"
pwd -P | sed "s|^$top||"
cd -P .; pwd | sed "s|^$top||"
cd "$top"
[ "$(pwd)" = "$PWD" ] && echo "pwd is PWD"
(cd real; [ "$(pwd)" = "$top/real" ] && echo "subshell pwd")
cd "$top"; rm -r real sym
