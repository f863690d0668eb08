# source is . and searches PATH, then the working directory (bash
# extensions; dash lacks them, so NAME.out holds what bash prints, as
# each part below says)

# source is . (a bash extension; dash lacks it, so NAME.out holds what
# bash prints)
printf 'from_source=1\necho "sourced with $# args: $*"\n' > lib
source ./lib a b
echo "from_source=$from_source"
source ./lib
printf 'return 3\n' > r; source ./r; echo "status $?"
rm lib r

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
# expect: bash
