# cd and pwd (builtins.c): -L/-P, CDPATH, cd -, PWD/OLDPWD, logical ..
top=$(pwd -P)
mkdir -p cdt/a/b cdt/c cdt/sp\ ace && ln -sfn "$top/cdt/a/b" cdt/lnk
show() { echo "${PWD#$top} ${OLDPWD#$top} $(pwd | sed "s#^$top##")"; }
cd cdt; show
cd lnk; show; pwd -P | sed "s#^$top##"
cd ..; show
cd - | sed "s#^$top##"; show
cd -P lnk 2>/dev/null || echo "cd -P lnk from lnk: $?"
cd "$top/cdt"; cd lnk/..; show
cd -P lnk/..; show
cd "$top/cdt"; cd -L -P lnk; show
cd -P -L "$top/cdt/lnk"; show
pwd -LP | sed "s#^$top##"; pwd -PL | sed "s#^$top##"
cd "$top/cdt/a/b/"; cd ../../c/./; show
cd "$top/cdt"; cd ./a//b; show
cd "$top/cdt"; cd 'sp ace'; show
cd /; cd ..; pwd; cd tmp 2>/dev/null && pwd
cd //; pwd; cd ///; pwd
cd "$top/cdt"
CDPATH="$top/cdt/a:"
cd b | sed "s#^$top##"; show
cd c 2>/dev/null || echo "c not under CDPATH: $?"
cd "$top/cdt"; cd c; show
CDPATH=".:$top/cdt/a"; cd "$top/cdt"; cd c | sed "s#^$top##"; show
CDPATH="$top/cdt/a/"; cd "$top/cdt"; cd b | sed "s#^$top##"; show
CDPATH="$top/cdt/a"; cd "$top/cdt"; cd ./b 2>/dev/null || echo "./b: $?"
unset CDPATH
cd "$top/cdt"; HOME="$top/cdt/a"; cd; show
HOME="$top/cdt/c" cd; show
cd "$top/cdt"; OLDPWD="$top/cdt/c"; cd - | sed "s#^$top##"
cd nonexist; echo "nonexist: $?"
cd "$top/cdt/a" b; show
cd -x; echo "cd -x: $?"
pwd -x; echo "pwd -x: $?"
pwd extra args | sed "s#^$top##"
cd "$top"; rm -rf cdt
