# PPID is the parent of the shell and does not change in subshells; PWD
# is set at startup and kept by cd; OLDPWD is unset until a cd in a new
# shell; assigning PWD by hand does not move the shell
p=$PPID
(echo "subshell PPID same: $([ "$PPID" = "$p" ] && echo yes)")
sh -c '[ "$PPID" = "$1" ] && echo "child PPID is our \$\$"' sh $$
sh -c 'echo "OLDPWD in a fresh shell: [${OLDPWD-unset}]"' | sed 's/\[\/.*\]/[set]/'
here=$(pwd -P)
[ "$PWD" = "$here" ] && echo "PWD is the physical cwd"
PWD=/; [ "$(pwd -P)" = "$here" ] && echo "PWD=/ did not move us"
cd "$here"; [ "$PWD" = "$here" ] && echo "cd resets PWD"
mkdir d; cd d; [ "$OLDPWD" = "$here" ] && echo "OLDPWD is the old dir"
cd ..; rmdir d
