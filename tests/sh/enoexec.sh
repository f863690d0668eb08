# a file without #! that exec(2) refuses is run by the shell itself
printf 'echo "script without shebang: $# $1"\nx=inner\necho "x=$x"\n' > plain
chmod +x plain
x=outer
./plain one
echo "x=$x"
printf 'exit 4\n' > four; chmod +x four
./four; echo "status $?"
printf '#!/bin/sh\necho with-shebang\n' > shebang; chmod +x shebang
./shebang
mkdir sub; printf 'echo "in sub: $(basename "$PWD")"\n' > sub/s; chmod +x sub/s
(cd sub && ./s)
printf 'f() { echo "fn in script"; }\nf\n' > fnscript; chmod +x fnscript
./fnscript
f 2>/dev/null || echo "function not in parent"
rm -r plain four shebang sub fnscript
