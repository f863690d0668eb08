# a failed redirection on a compound command is reported on the line
# where the compound command starts, and only that command fails
true
{
	echo not-run
} >&7
echo "brace $?"
while false
do :
done >&7
echo "while $?"
if true; then
	echo not-run
fi >&7
echo "if $?"
true
(
	echo not-run
) >&7
echo "subshell $?"
f() {
	echo not-run
} >&7
f
echo "function $?"
for i in 1; do echo not-run; done >&7; echo "for $?"
case x in x) echo not-run ;; esac >&7; echo "case $?"
