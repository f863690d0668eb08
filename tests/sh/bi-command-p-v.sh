# command -p with -v or -V searches the default PATH, as POSIX says and
# dash and bash do, not $PATH; builtins and functions come first still
PATH=/nonexistent
command -pv ls; echo "-pv: $?"
command -p -V ls; echo "-p -V: $?"
command -vp cd; echo "cd: $?"
ls() { :; }
command -pv ls; echo "function: $?"
unset -f ls
command -v ls; echo "-v alone: $?"
command -pv nosuchcommand; echo "missing: $?"
