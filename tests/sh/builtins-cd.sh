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
