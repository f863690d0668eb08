# an error expanding a here-document is a redirection error, as in dash:
# the command does not run and fails with status 2 and the script goes on,
# except after a special builtin, which ends the shell
cat <<E
a
${u?unset in a here-document}
E
echo "after cat: $?"
f() { echo "f ran"; }
f <<E
$((1 / 0))
E
echo "after f: $?"
{ echo "brace ran"; } <<E
${u?brace}
E
echo "after brace: $?"
x=$(cat <<E
${u?in a command substitution}
E
); echo "cmdsub: $? [$x]"
cat <<E | cat; echo "pipe: $?"
${u?in a pipeline}
E
read v <<E
${u?read}
E
echo "read: $? [$v]"
if cat <<E; then echo then; else echo "else: $?"; fi
${u?if}
E
set -e
cat <<E || echo "set -e and ||: $?"
${u?tested}
E
set +e
: <<E
${u?special builtin}
E
echo "not reached"
