# the remembered-location table: hash, hash -r, PATH changes, stale
# entries

# the remembered-location table: a moved command is found again after hash -r
mkdir b1 b2
printf '#!/bin/sh\necho one\n' > b1/tool
printf '#!/bin/sh\necho two\n' > b2/tool
chmod +x b1/tool b2/tool
PATH=$PWD/b2:$PWD/b1:$PATH
rm b2/tool
tool
printf '#!/bin/sh\necho two-again\n' > b2/tool; chmod +x b2/tool
tool
hash -r
tool
hash tool && echo "hash tool: $?"
hash nosuch-command-q 2>/dev/null; echo "hash of a missing command: $?"
PATH=$PATH
tool
hash | grep -c tool
hash -r; hash | grep -c tool
rm -r b1 b2
# functions and builtins need no entry and are no error; -r forgets all
f() { :; }
hash f; echo "function: $?"
hash cd read; echo "builtins: $?"
hash -- tool; echo "after --: $?"
hash -r tool; hash | grep -c tool
hash -q tool 2>&1; echo "bad option: $?"

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

# a remembered command that was a link to our own binary (run as an applet
# without exec) and has since been replaced by a script runs the script
mkdir bin
ln -s "$(command -v cat)" bin/cat
PATH=$PWD/bin:$PATH
echo "first" | cat; cat </dev/null; echo "status $?"
rm bin/cat
printf '#!/bin/sh\necho "script cat"\n' > bin/cat
chmod +x bin/cat
cat </dev/null
echo x | cat
rm -r bin
