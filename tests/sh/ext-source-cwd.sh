# source NAME (a bash extension; dash lacks it, so NAME.out holds what bash
# prints) searches PATH first, then the working directory
printf 'echo "from the working directory: $*"\n' > lib
mkdir bin
printf 'echo "from PATH"\n' > bin/lib2
printf 'echo "cwd lib2"\n' > lib2
source lib a b; echo "status $?"
PATH=$PWD/bin:$PATH
source lib2
source lib c
rm -r lib lib2 bin
# expect: own (the comment at the top says why)
