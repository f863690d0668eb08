# rootbox.t - the multicall binary: dispatch, --help, --list, --install
needs applet true

check "applet through rootbox" "$ROOTBOX true && ! $ROOTBOX false" ""
check -s 1 "false through rootbox" "$ROOTBOX false" ""
check -s 127 -e "rootbox: applet not found: nosuch\n" "unknown applet" \
	"$ROOTBOX nosuch" ""
check -s 127 -e "rootbox: applet not found: nosuch\n" "unknown link name" \
	"ln -s '$ROOTBOX' nosuch && ./nosuch; s=\$?; rm nosuch; exit \$s" ""
check "link named -true (login style)" \
	"ln -s '$ROOTBOX' ./-true && ./-true; s=\$?; rm ./-true; exit \$s" ""
check "rootbox path/APPLET uses the basename" "$ROOTBOX /x/y/true" ""
check "--list is sorted" "$ROOTBOX --list | LC_ALL=C sort -c && echo ok" "ok\n"
check "--list has true" "$ROOTBOX --list | grep -x true" "true\n"
check "--list-full gives install paths" "$ROOTBOX --list-full | grep -x bin/true" \
	"bin/true\n"
check "--help names the applets" \
	"$ROOTBOX --help | grep -c 'Currently defined applets'" "1\n"
check "no arguments prints help" "$ROOTBOX | head -1" \
	"rootbox 0.1 multi-call binary.\n"
check "--help APPLET" "$ROOTBOX --help true" "Usage: true\n\nReturn an exit status of 0.\n"
# the option texts in one column: no tab left after the padding
check "every applet's option column" \
	"for a in \$($ROOTBOX --list); do $ROOTBOX --help \$a |
	grep -n \" \$(printf '\\t')\" | sed \"s/^/\$a: /\"; done" ""
check "APPLET --help exits 0 on stdout" "$ROOTBOX false --help" \
	"Usage: false\n\nReturn an exit status of 1.\n"
check -s 1 -e "rootbox: unrecognized option '--bogus'\n" "bad multiplexer option" \
	"$ROOTBOX --bogus" ""

# --install: relative links when the binary sits in DIR/bin
check "--install -s DIR" "mkdir -p r/bin && cp '$ROOTBOX' r/bin/rootbox &&
	r/bin/rootbox --install -s r && readlink r/bin/true &&
	r/bin/true && ! r/bin/false && echo ok" "rootbox\nok\n"
check "--install is idempotent" "r/bin/rootbox --install -s r && echo ok" "ok\n"
check -s 1 -e "rootbox: not replacing 'r/bin/true': not a link to rootbox\n" \
	"--install leaves other files alone" \
	"rm r/bin/true && echo keep > r/bin/true && r/bin/rootbox --install -s r; s=\$?; cat r/bin/true; exit \$s" \
	"keep\n"
check "--install without -s makes hard links" "rm -rf h && mkdir h &&
	'$ROOTBOX' --install h && test h/bin/true -ef '$ROOTBOX' && echo ok" "ok\n"
check "--install links are absolute outside DIR/bin" "rm -rf a && mkdir a &&
	'$ROOTBOX' --install -s a && test \"\$(readlink a/bin/true)\" = '$ROOTBOX' && echo ok" "ok\n"

# the allnoconfig build: no applets, still a working multiplexer
needs_end
if [ -n "$ROOTBOX_ALLNO" ] && [ -x "$ROOTBOX_ALLNO" ]; then
	check "allnoconfig: --list is empty" "$ROOTBOX_ALLNO --list" ""
	check "allnoconfig: help says none" \
		"$ROOTBOX_ALLNO --help | tail -1" "\t(none)\n"
	check -s 127 -e "rootbox: applet not found: true\n" "allnoconfig: no true" \
		"$ROOTBOX_ALLNO true" ""
fi
