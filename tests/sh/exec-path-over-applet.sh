# a command that is not a builtin in other shells follows PATH, even when
# rootbox has an applet of that name: here a script named cat comes first
mkdir bin
printf '#!/bin/sh\necho "my cat: $*"\n' > bin/cat
printf '#!/bin/sh\necho "my mkdir: $*"\n' > bin/mkdir
chmod +x bin/cat bin/mkdir
PATH=$PWD/bin:$PATH
cat -A x
echo data | cat
mkdir -p y; [ -d y ] || echo "no y made"
type cat | sed 's|/.*/bin/|DIR/|'
hash -r
PATH=${PATH#*:}
echo plain | cat
rm -r bin
