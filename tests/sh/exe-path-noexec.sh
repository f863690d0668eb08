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
