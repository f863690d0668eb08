# a function may not be named after a special builtin (POSIX 2.9.5): the
# definition is a syntax error, as in dash; other builtins' names are fine
for n in break continue eval exec exit export local readonly return set \
    shift times trap unset; do
	sh -c "$n() { echo fn; }; echo not reached"
	echo "$n: $?"
done
cd() { echo "my cd $1"; }
cd /
true() { echo "my true"; }
true
unset -f cd true
echo "before the error"
shift() { :; }
echo "not reached"
