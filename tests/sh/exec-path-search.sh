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
