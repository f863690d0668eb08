# set -v: input lines are echoed to stderr as they are read
exec 2>&1
set -v
echo one
x=2; echo $x
if true; then
	echo in-if
fi
# a comment is echoed too
set +v
echo quiet
