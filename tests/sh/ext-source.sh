# source is . (a bash extension; dash lacks it, so NAME.out holds what
# bash prints)
printf 'from_source=1\necho "sourced with $# args: $*"\n' > lib
source ./lib a b
echo "from_source=$from_source"
source ./lib
printf 'return 3\n' > r; source ./r; echo "status $?"
rm lib r
# expect: own (the comment at the top says why)
