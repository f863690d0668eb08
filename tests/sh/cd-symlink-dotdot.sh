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
