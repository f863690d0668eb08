# pwd and $PWD: -L and -P, after cd through a symlink, a wrong PWD from
# the environment

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

# pwd and $PWD: a stale or wrong PWD from the environment is not
# trusted, pwd -P always resolves, cd . after the directory is renamed
top=$(pwd -P)
mkdir -p real/sub; ln -s real lk
PWD=/nonexistent sh -c 'pwd' | sed "s,^$top,,"
(cd lk/sub && PWD=$top/lk/sub sh -c 'pwd' | sed "s,^$top,,")
(cd lk/sub && PWD=$top/real/../lk/sub sh -c 'pwd' | sed "s,^$top,,")
(cd lk/sub && sh -c 'pwd -P' | sed "s,^$top,,")
(cd real/sub && PWD=/ sh -c 'echo "$PWD"' | sed "s,^$top,,")
cd real; pwd | sed "s,^$top,,"
PWD=/elsewhere; pwd | sed "s,^$top,,"
cd "$top"; rm -r real lk
