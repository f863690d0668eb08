# install.t - make install / uninstall into a rootfs tree (scripts/install.sh)
needs applet cat
links=$BUILD/generated/applets.links
# the CMDs run in a new shell: these expand to full command lines there.
# make install and install.sh run with the host's tools, as on a build
# machine (with ours, each link costs 4 to 6 execs: minutes under qemu)
in="PATH='$HOSTPATH' '$SRCDIR/scripts/install.sh' install"
un="PATH='$HOSTPATH' '$SRCDIR/scripts/install.sh' uninstall"
mk="PATH='$HOSTPATH' make -s -f '$SRCDIR/Makefile'"
inst() { echo "$in $1 '$ROOTBOX' '$links' $2 $3"; }
unin() { echo "$un $1 '' '$links'"; }
n=$(wc -l < "$links")

check "make install PREFIX=" \
	"$mk O='$BUILD' install PREFIX=\$PWD/mk | tail -1" \
	"rootbox: $n links made, 0 already there, 0 skipped, in $PWD/mk\n"
check "the binary is installed and runs" "mk/bin/rootbox --list | wc -l" "$n\n"
if ! ldd "$ROOTBOX" >/dev/null 2>&1; then
	check "the binary is static (no ELF interpreter)" \
		"readelf -l mk/bin/rootbox | grep -c 'program interpreter'; true" "0\n"
fi
# (under qemu-user, where each run costs a second or two, every 8th link
# runs; natively all of them)
step=1
[ -z "$ROOTBOX_QEMU" ] || step=8
check "every link is relative and works" '
	i=0
	while read -r p; do
		case $p in bin/*) t=rootbox ;; */*/*) t=../../bin/rootbox ;;
		*) t=../bin/rootbox ;; esac
		[ "$(readlink "mk/$p")" = "$t" ] || echo "bad $p"
		[ $((i % '$step')) != 0 ] || "mk/$p" --help >/dev/null ||
			echo "broken $p"
		i=$((i + 1))
	done < '"$links"'; echo done' "done\n"
check "install is idempotent" "$(inst mk sym) | tail -1" \
	"rootbox: 0 links made, $n already there, 0 skipped, in mk\n"
check -e "rootbox: not replacing mk/bin/cat: not a rootbox link (FORCE=1 replaces it)\n" \
	"a foreign file is not replaced" \
	"rm mk/bin/cat && echo mine > mk/bin/cat && $(inst mk sym) | tail -1; cat mk/bin/cat" \
	"rootbox: 0 links made, $((n - 1)) already there, 1 skipped, in mk\nmine\n" 
check "FORCE=1 replaces it" "$(inst mk sym 1) >/dev/null; readlink mk/bin/cat" "rootbox\n"
check "a foreign symlink is not replaced" \
	"rm mk/bin/cat && ln -s /elsewhere mk/bin/cat && $(inst mk sym) >/dev/null 2>&1; readlink mk/bin/cat" \
	"/elsewhere\n"
check "uninstall removes the links, leaves foreign files" \
	"$(unin mk) | tail -1; ls -A mk/bin; readlink mk/bin/cat" \
	"rootbox: removed $((n - 1)) links from mk\ncat\n/elsewhere\n"
check "hard links" "$(inst hl hard) | tail -1; test hl/bin/cat -ef hl/bin/rootbox && echo same" \
	"rootbox: $n links made, 0 already there, 0 skipped, in hl\nsame\n"
check "hard links again: idempotent" "$(inst hl hard) | tail -1" \
	"rootbox: 0 links made, $n already there, 0 skipped, in hl\n"
check "reinstall a new binary over hard links" \
	"printf x >> hl/bin/rootbox; $(inst hl hard) | tail -1; test hl/bin/cat -ef hl/bin/rootbox && echo same" \
	"rootbox: $n links made, 0 already there, 0 skipped, in hl\nsame\n"
check "uninstall hard links" "$(unin hl) | tail -1; ls -A hl/bin" \
	"rootbox: removed $n links from hl\n"
# the configuration's install directory, used when PREFIX= is not given
# (a copy of the build whose .config keeps its time, so nothing rebuilds;
# made by the host's cp: qemu-user's stat drops the nanoseconds, and make
# then rebuilds under ARCH=)
cfgo() {
	echo "rm -rf o && mkdir o && PATH='$HOSTPATH' cp -a '$BUILD/.config' '$BUILD/generated' \
	    '$BUILD/build' o/ && sed -i 's|^CONFIG_PREFIX=.*|CONFIG_PREFIX=\"$1\"|' \
	    o/.config && touch -r '$BUILD/.config' o/.config && $mk O=o"
}
check "install directory from menuconfig" \
	"$(cfgo "$PWD/cfg") install | tail -1; test -x cfg/bin/rootbox && echo ok" \
	"rootbox: $n links made, 0 already there, 0 skipped, in $PWD/cfg\nok\n"
rel=${PWD#$SRCDIR/}
check "a relative one is taken from the source tree" \
	"$(cfgo "./$rel/cfg2") install | tail -1; $(cfgo "./$rel/cfg2") uninstall" \
	"rootbox: $n links made, 0 already there, 0 skipped, in $SRCDIR/$rel/cfg2\nremoved $SRCDIR/$rel/cfg2/bin/rootbox\nrootbox: removed $n links from $SRCDIR/$rel/cfg2\n"
check "PREFIX= overrides it" \
	"$(cfgo "$PWD/cfg") install PREFIX=\$PWD/cmd | tail -1" \
	"rootbox: $n links made, 0 already there, 0 skipped, in $PWD/cmd\n"
check -s 1 "no PREFIX and no install directory" \
	"$(cfgo '') install 2>&1 | head -1; exit 1" \
	"make install: set PREFIX=DIR or the install directory (make menuconfig)\n"
rm -rf o cfg cfg2 cmd

# the install applet, compared with GNU install
needs_end
needs applet install
umask 022
REF=install
T='rm -rf t; mkdir t && cd t && echo a > a && touch -d @1000000000 a &&'
E='; cd .. && rm -rf t'
same "install a file" "$T"' install a b && stat -c "%n %a %s" b && cat b'"$E"
same "install into a directory" "$T"' mkdir d && install a d && install -t d a && stat -c "%n %a" d/a'"$E"
same "install -m" "$T"' install -m 640 a b && install -m u=rw,go=r a c && stat -c "%n %a" b c'"$E"
same "install -v over a file" "$T"' echo old > b && install -v a b && cat b'"$E"
same "install -d" "$T"' install -d -v x/y/z && install -d -m 700 w && stat -c "%n %a" x x/y/z w'"$E"
same "install -D" "$T"' install -D -v a p/q/r && cat p/q/r && install -Dv -t s/u a && ls s/u'"$E"
same "install -p" "$T"' install -p a b && stat -c "%n %Y" b'"$E"
same "install -o -g by name and number" "$T"' install -o nobody -g 1 a b && stat -c "%U %g" b &&
	install -o 0 -g root a c && stat -c "%u %G" c'"$E"
same "install -C" "$T"' install a b && install -C -v a b; echo x >> a && install -C -v a b; cat b'"$E"
same "install -C with another mode" "$T"' install a b && install -C -v -m 600 a b && stat -c %a b'"$E"
same "install -s" "$T"' cp /bin/true tr && install -s tr tr2 && ./tr2 && echo ran &&
	install --strip-program=true -s a st && cat st'"$E"
same "install a bad strip program" "$T"' install --strip-program=false -s a st; echo $?; ls'"$E"
same "install errors" "$T"' mkdir d; install nope x; echo $?; install d x; echo $?; install a a; echo $?;
	install -o nouser a b; echo $?; install -g nogroup a b; echo $?; install -m 8 a b; echo $?; ls'"$E"
same "install several, no directory" "$T"' install a a b c; echo $?'"$E"
same "install -T" "$T"' mkdir d && install -T a d; echo $?'"$E"
same "install replaces a running program" "$T"' cp /bin/sleep s && (./s 2 &) && sleep 0.2 && install a s && cat s'"$E"
check -s 1 -e "install: missing file operand\nUsage: install [-cCDpsTv] [-m MODE] [-o OWNER] [-g GROUP] SOURCE... DEST\n" \
	"install: missing operands" 'install' ""
check -s 1 -e "install: strip process terminated abnormally\n" \
	"install -s uses \$STRIPPROG (GNU install does not)" \
	'echo a > a && STRIPPROG=false install -s a b; r=$?; rm a; exit $r' ""
