# build.t - build-system behaviour that does not need a rebuild
check -s 1 -e "rootbox: no-such-cc not found: install the Debian package some-pkg (apt-get install some-pkg)\n" \
	"missing tool names the package" \
	"NO_AUTO_DEPS=1 '$SRCDIR/scripts/need-tool' no-such-cc some-pkg" ""
check "present tool is fine" "'$SRCDIR/scripts/need-tool' sh dash && echo ok" "ok\n"
check "make help lists targets" \
	"make -s -f '$SRCDIR/Makefile' help | grep -c -e '^  menuconfig ' -e '^  check ' -e '^  install ' -e '^  tiny_defconfig '" "4\n"
# every target a user can name (the Makefile's .PHONY lists, but for the
# internal tools-* and help itself) has its line in make help
make -s -f "$SRCDIR/Makefile" help > help.txt
missing=
for t in $(awk '/^\.PHONY:/ { on = 1; sub(/^\.PHONY:/, "") }
    on { c = sub(/\\$/, ""); gsub(/\$\([a-z_]*\)/, ""); print; on = c }' \
    "$SRCDIR/Makefile"); do
	case $t in tools-*|help) continue ;; esac
	grep -q "^  $t " help.txt || missing="$missing $t"
done
check "make help lists every target" "echo 'missing:$missing'" "missing:\n"
check "the generator's checks pass" "'$SRCDIR/scripts/gen-applets' lint '$SRCDIR' && echo ok" "ok\n"
mkdir -p gen/applets
mkfile gen/applets/dup.c "/*\n * applet: dup bin core\n * usage: dup\n * applet: dup bin core\n * usage: dup\n */\n"
check -s 1 -e "gen-applets: applets/dup.c: duplicate applet dup\n" "generator: duplicate name" \
	"'$SRCDIR/scripts/gen-applets' lint gen" ""
rm gen/applets/dup.c
mkfile gen/applets/x.c "/*\n * applet: y bin core\n * usage: y\n */\n"
check -s 1 -e "gen-applets: applets/x.c: first applet y does not match file name\n" \
	"generator: file/name mismatch" "'$SRCDIR/scripts/gen-applets' lint gen" ""
mkfile gen/applets/x.c "/*\n * applet: x bin core\n * opts: ab\n * usage: x [-a]\n *\n *\t-a\tthe a\n */\n"
check -s 1 -e "gen-applets: applets/x.c: x: option b is in opts: but not in usage:\n" \
	"generator: undocumented option" "'$SRCDIR/scripts/gen-applets' lint gen" ""
mkfile gen/applets/x.c "/*\n * applet: x bin core\n * usage: x [-a]\n *\n *\t-a\tthe a\n */\n"
check -s 1 -e "gen-applets: applets/x.c: x: option a is in usage: but not in opts:\n" \
	"generator: documented option missing" "'$SRCDIR/scripts/gen-applets' lint gen" ""
mkfile gen/applets/x.c "/*\n * applet: x opt core\n * usage: x\n */\n"
check -s 1 -e "gen-applets: applets/x.c: x: bad install dir \"opt\"\n" \
	"generator: bad dir" "'$SRCDIR/scripts/gen-applets' lint gen" ""
mkfile gen/applets/x.c "/*\n * applet: x bin core\n */\n"
check -s 1 -e "gen-applets: applets/x.c: x: no usage:\n" \
	"generator: missing usage" "'$SRCDIR/scripts/gen-applets' lint gen" ""
# usage text with backslashes, quotes and a tab comes out of usage.h as
# written (the option column laid out): the generated C string is
# compiled and printed
mkfile gen/applets/x.c "/*\n * applet: x bin core\n * opts: a\n * usage: x [-a] 'a\\\\\\\\b' \"q\\\\\\\\\"\n *\n *\t-a\tsay \\\\\\\\n\n */\n"
: > gen/Config.in
printf 'CONFIG_X=y\n' > gen/config
printf '#include <stdio.h>\n#define USAGE(t) fputs(t, stdout);\nint main(void)\n{\n#include "usage.h"\nreturn 0;\n}\n' > gen/u.c
check "generator: usage escapes" \
	"'$SRCDIR/scripts/gen-applets' A \"\$PWD/gen\" \"\$PWD/gen/out\" &&
	'$SRCDIR/scripts/gen-applets' B \"\$PWD/gen\" \"\$PWD/gen/out\" \"\$PWD/gen/config\" &&
	cc -o gen/u -I gen/out gen/u.c && ./gen/u" \
	"x [-a] 'a\\\\\\\\b' \"q\\\\\\\\\"\n\n\t-a  say \\\\\\\\n"
