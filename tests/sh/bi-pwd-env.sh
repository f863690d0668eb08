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
