# regular builtins are found before PATH: same-named executables in a
# directory at the front of PATH are not run
mkdir bin
for n in echo true false printf test pwd kill read cd umask; do
	printf '#!/bin/sh\necho "PATH-%s"\n' "$n" > "bin/$n"
done
chmod +x bin/*
PATH=$PWD/bin:$PATH
echo builtin-echo
true && echo "true is builtin"
false || echo "false is builtin"
printf '%s\n' builtin-printf
test x && echo "test is builtin"
[ x ] && echo "[ is builtin"
mkdir w; (cd w && pwd | sed "s,.*/,,")
umask 022; umask
command -V true | sed "s,$PWD/,,"
env echo "env runs the PATH one" | sed 's/.*PATH-/PATH-/'
"$PWD/bin/echo"
rm -r bin w
