# the remembered-location table: hash NAME adds, hash lists full paths,
# assigning PATH empties it, hash -r empties it, builtins are not listed
mkdir b1 b2
printf 'echo one\n' > b1/tl; printf 'echo two\n' > b2/tl
chmod +x b1/tl b2/tl
show() {
	hash > h
	while read -r l; do
		case $l in *tl) echo "${l#$PWD/}" ;; */cd|*/echo) echo "$l" ;; esac
	done < h
	echo "--"
}
PATH=$PWD/b1:$PWD/b2:$PATH
hash -r
show
tl
show
hash tl; echo "hash tl: $?"
hash cd echo; echo "builtins: $?"
show
PATH=$PWD/b2:$PWD/b1:$PATH
show
tl
hash -r; show
hash tl; show
hash nosuch-h 2>/dev/null; echo "missing: $?"
hash tl nosuch-h 2>/dev/null; echo "one missing: $?"
show
rm -r b1 b2 h
