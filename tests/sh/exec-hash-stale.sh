# a remembered location that went away is searched for again (POSIX
# 2.9.1.4); a command run by an explicit path does not enter the table
mkdir b1 b2
printf 'echo first\n' > b1/tl; chmod +x b1/tl
printf 'echo second\n' > b2/tl; chmod +x b2/tl
PATH=$PWD/b1:$PWD/b2:$PATH
tl
rm b1/tl
tl; echo "after removal: $?"
rm b2/tl
tl 2>/dev/null; echo "both gone: $?"
printf 'echo back\n' > b1/tl; chmod +x b1/tl
tl
chmod -x b1/tl; printf 'echo second-again\n' > b2/tl; chmod +x b2/tl
tl; echo "not executable any more: $?"
hash -r; "$PWD/b1/tl" 2>/dev/null; echo "by path: $?"
hash > h; while read -r l; do case $l in *tl) echo "${l#$PWD/}" ;; esac; done < h
(tl)
rm -r b1 b2 h
