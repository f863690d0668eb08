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
