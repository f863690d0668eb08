#!/bin/sh
# install.sh install PREFIX BINARY LINKS sym|hard FORCE
# install.sh uninstall PREFIX "" LINKS
#
# Puts PREFIX/bin/rootbox and a link per line of LINKS (bin/ls, sbin/mount,
# ...) into PREFIX: relative symlinks (sbin/mount -> ../bin/rootbox) or
# hard links. Creates missing directories, is idempotent, and replaces a
# file that is not already a rootbox link only when FORCE is 1.
# Uninstall removes exactly the rootbox links it finds, then the binary.
#
# test -ef is not POSIX, but dash, bash, BusyBox and rootbox have it:
# shellcheck disable=SC3013
set -e
mode=$1 prefix=${2%/} bin=$3 links=$4 kind=$5 force=$6
[ -n "$prefix" ] || prefix=/
dest=$prefix/bin/rootbox
[ "$prefix" = / ] && dest=/bin/rootbox

# t: the target of a symlink at PATH (relative to PREFIX), ../ per
# directory level (set, not printed: a make install runs this once per
# applet, and each fork shows)
rel() {
	case $1 in
	*/*/*) t=../../bin/rootbox ;;
	bin/*) t=rootbox ;;
	*) t=../bin/rootbox ;;
	esac
}

# is PATH one of ours: a symlink to some .../rootbox, or the binary itself
ours() {
	if [ -L "$1" ]; then
		case $(readlink "$1") in rootbox|*/rootbox) return 0 ;; esac
		return 1
	fi
	[ -e "$dest" ] && [ "$1" -ef "$dest" ] && return 0
	[ -n "$old" ] && [ -e "$old" ] && [ "$1" -ef "$old" ]
}

if [ "$mode" = uninstall ]; then
	n=0
	while read -r p; do
		f=$prefix/$p
		if [ -L "$f" ] || [ -e "$f" ]; then
			if ours "$f"; then
				rm -f "$f"
				n=$((n + 1))
			else
				echo "rootbox: leaving $f: not a rootbox link"
			fi
		fi
	done < "$links"
	[ -f "$dest" ] && rm -f "$dest" && echo "removed $dest"
	echo "rootbox: removed $n links from $prefix"
	exit 0
fi

mkdir -p "$prefix/bin"
old=
if [ -f "$dest" ] && cmp -s "$bin" "$dest"; then
	echo "unchanged $dest"
else
	# keep the old binary's inode alive while we look for its hard links
	if [ -f "$dest" ]; then
		old=$dest.old.$$
		ln -f "$dest" "$old"
	fi
	cp "$bin" "$dest.new.$$"
	chmod 755 "$dest.new.$$"
	mv -f "$dest.new.$$" "$dest"
	echo "installed $dest"
fi
new=0 same=0 skipped=0
while read -r p; do
	f=$prefix/$p
	[ -d "${f%/*}" ] || mkdir -p "${f%/*}"
	rel "$p"
	if [ "$kind" = sym ] && [ -L "$f" ] && [ "$(readlink "$f")" = "$t" ]; then
		same=$((same + 1))
		continue
	fi
	if [ "$kind" = hard ] && [ -f "$f" ] && [ ! -L "$f" ] && [ "$f" -ef "$dest" ]; then
		same=$((same + 1))
		continue
	fi
	if [ -L "$f" ] || [ -e "$f" ]; then
		if ! ours "$f" && [ "$force" != 1 ]; then
			echo "rootbox: not replacing $f: not a rootbox link" \
			    "(FORCE=1 replaces it)" >&2
			skipped=$((skipped + 1))
			continue
		fi
		rm -f "$f"
	fi
	if [ "$kind" = sym ]; then
		ln -s "$t" "$f"
		echo "  link $p -> $t"
	else
		ln "$dest" "$f"
		echo "  link $p (hard)"
	fi
	new=$((new + 1))
done < "$links"
[ -n "$old" ] && rm -f "$old"
echo "rootbox: $new links made, $same already there, $skipped skipped, in $prefix"
