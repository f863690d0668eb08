# cd: -L and -P, symlinks and .., CDPATH, cd -, OLDPWD and PWD, errors

# cd and pwd (builtins.c): -L/-P, CDPATH, cd -, PWD/OLDPWD, logical ..
home=$HOME top=$(pwd -P)
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
HOME=$home

# cd: -L and -P, symlinks, cd -, OLDPWD, CDPATH, PWD; paths shown relative
top=$PWD
show() { echo "${PWD#$top}"; }
mkdir -p real/sub other
ln -s real link
cd real; show
cd ..; show
cd link; show
cd ..; show
cd -P link; show
cd "$top"
cd -L link/sub; show
cd ..; show
cd "$top"
cd link/sub; cd -P ..; show
cd "$top"
cd other; cd "$top/real"
cd - >/dev/null; show
echo "OLDPWD ${OLDPWD#$top}"
cd - | sed "s|^$top||"
CDPATH=$top/real
cd sub | sed "s|^$top||"
show
CDPATH=
cd "$top"
cd nosuch 2>/dev/null; echo "missing: $?"
show
touch file; cd file 2>/dev/null; echo "file: $?"
cd; [ "$PWD" = "$HOME" ] && echo "cd alone goes home"
cd "$top"
HOME=$top/other; cd; show
cd "$top"; cd ./real/../other; show
cd "$top"; cd real//sub/; show
cd "$top"
rm -r real other link file

# CDPATH: each entry is tried in order; a directory found through a
# non-empty entry prints its new PWD, an empty entry means "." and prints
# nothing; names starting with / or ./ or ../ skip CDPATH
top=$(pwd -P)
mkdir -p x/sub y/sub sub
rel() { echo "${1#$top}"; }
CDPATH=$top/x:$top/y
cd "$top"; cd sub | sed "s,^$top,,"; cd sub >/dev/null; rel "$PWD"
CDPATH=$top/y:$top/x
cd "$top"; cd sub >/dev/null; rel "$PWD"
CDPATH=:$top/x
cd "$top"; out=$(cd sub); echo "empty first: [$out]"; cd sub; rel "$PWD"
CDPATH=$top/x
cd "$top"; cd ./sub; rel "$PWD"
cd "$top/y"; cd ../sub; rel "$PWD"
cd "$top"; cd "$top/y/sub"; rel "$PWD"
CDPATH=$top/nosuch:$top/y
cd "$top"; cd sub >/dev/null; rel "$PWD"
CDPATH=.
cd "$top"; out=$(cd sub); echo "dot: [${out#$top}]"
unset CDPATH
cd "$top"; rm -r x y sub

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

# cd errors: missing dir, a file, no permission, too many operands, empty
# operand, HOME unset; PWD is unchanged after a failure, status 2 or 1
top=$(pwd -P)
mkdir d; : > f
cd nosuch 2>/dev/null; echo "missing: $?"; [ "$PWD" = "$top" ] && echo "PWD kept"
cd f 2>/dev/null; echo "file: $?"
cd f/x 2>/dev/null; echo "under a file: $?"
(unset HOME; cd 2>/dev/null; echo "HOME unset: $?")
(HOME=; cd 2>/dev/null; echo "HOME empty: $?"; [ "$PWD" = "$top" ] && echo "stayed")
cd "" 2>/dev/null; echo "empty operand: $?" | sed 's/: [1-9]$/: nonzero/;s/: 0$/: zero/'
sh -c 'cd /nonexistent; echo "regular builtin: shell goes on $?"' 2>/dev/null
cd d; cd ..; echo "back: ${PWD#$top}."
cd "$top"; rm -r d f

# cd -L (default) resolves .. against $PWD, so it goes back through the
# symlink; cd -P resolves the physical path; PWD and pwd agree
top=$(pwd -P)
mkdir -p real/deep/er other; ln -s real/deep ldeep; ln -s ../other real/lo
rel() { echo "${1#$top}"; }
cd ldeep; rel "$PWD"; cd ..; rel "$PWD"
cd ldeep/er; cd ../..; rel "$PWD"
cd "$top"; cd -P ldeep/er; rel "$PWD"; cd ..; rel "$PWD"
cd "$top"; cd ldeep; cd -P ..; rel "$PWD"
cd "$top"; cd real/lo; rel "$PWD"; rel "$(pwd -P)"; cd ..; rel "$PWD"
cd "$top"; cd ldeep/../deep 2>/dev/null || echo "ldeep/../deep: no"; rel "$PWD"
cd "$top"; cd -P ldeep/../er 2>/dev/null && rel "$PWD"
cd "$top"; cd ./ldeep/./er/; rel "$PWD"
cd "$top"; cd ldeep; pwd -P | sed "s,^$top,,"; pwd -L | sed "s,^$top,,"
cd "$top"; rm -r real other ldeep

# cd when PWD or OLDPWD is readonly (builtins.c): the error names cd, as
# dash's does, with status 2; cd has changed directory already and leaves
# PWD as it was
mkdir -p d
(readonly PWD; cd d; echo "cd, PWD readonly: $?"; [ "${PWD##*/}" != d ] &&
    echo "PWD kept")
(readonly OLDPWD; cd d; echo "cd, OLDPWD readonly: $?"
    [ "${PWD##*/}" != d ] && echo "PWD kept")
rmdir d
