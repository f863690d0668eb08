# PATH search: empty elements, the first executable match, PATH=... in
# front of a command, files that cannot run

# PATH search: empty elements mean the current directory, the first
# executable match wins, a non-executable match is skipped, a name with a
# slash is never searched
mkdir a b
printf 'echo "in a"\n' > a/t1; chmod +x a/t1
printf 'echo "in b"\n' > b/t1; chmod +x b/t1
printf 'echo "cwd t2"\n' > t2; chmod +x t2
printf 'echo "b t3"\n' > b/t3; chmod +x b/t3
printf 'echo "a t3 not executable"\n' > a/t3
save=$PATH
PATH=$PWD/a:$PWD/b; t1
PATH=$PWD/b:$PWD/a; t1
PATH=$PWD/a:$PWD/b; t3
PATH=:$PWD/a; t2
PATH=$PWD/a:; t2
PATH=$PWD/a::$PWD/b; t2
PATH=; t2
PATH=$PWD/a; t2 2>/dev/null; echo "not on PATH: $?"
PATH=$save
b/t1
./t2
PATH=$PWD/a; a/t1; echo "relative with slash: $?"
PATH=$save
rm -r a b t2

# PATH=... in front of a command is used to find that command
mkdir sub
printf '#!/bin/sh\necho "found through the prefix PATH"\n' > sub/tool1; chmod +x sub/tool1
printf 'echo "no shebang, found through the prefix PATH"\n' > sub/tool2; chmod +x sub/tool2
PATH=$PWD/sub:$PATH tool1
PATH=$PWD/sub:$PATH tool2
tool1 2>/dev/null || echo "not found without it: $?"
rm -r sub

# a PATH search that finds only a file without execute permission, or a
# directory, says "Permission denied" (status 127; 126 for exec), as dash;
# a later executable of that name still wins
exec 2>&1
mkdir bin bin2 bin/dirx
printf 'echo x\n' > bin/nx
printf 'echo "later nx"\n' > bin2/nx2
cp bin/nx bin/nx2
chmod +x bin2/nx2
PATH=$PWD/bin:$PWD/bin2:$PATH
nx; echo "status $?"
dirx; echo "status $?"
nx2; echo "status $?"
(exec nx); echo "exec status $?"
(exec dirx); echo "exec status $?"
hash nx; echo "hash status $?"
command -v nx; echo "command -v status $?"
nosuch-q; echo "status $?"
rm -r bin bin2
