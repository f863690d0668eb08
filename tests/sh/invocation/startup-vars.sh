# variables the shell sets or keeps at startup: PPID, PWD, OLDPWD, IFS,
# PS1 PS2 PS4, OPTIND, HOME

# PPID, PWD, IFS default, PS4 default, OPTIND, $0 in sh -c, HOME
[ "$PPID" -gt 0 ] && echo "PPID is a number"
p=$$; c=$(sh -c 'echo $PPID'); [ "$c" = "$p" ] && echo "child's PPID is \$\$"
[ "$PWD" = "$(pwd)" ] && echo "PWD matches pwd"
printf '%s' "$IFS" | od -An -c | tr -s ' '
echo "OPTIND=$OPTIND"
echo "PS4=[$PS4]"
sh -c 'echo "\$0 is $0, \$1 is $1, # is $#"' myname a b
sh -c 'echo "$0"'
(PPID=5) 2>/dev/null; echo "assign to PPID: $?"
x=$(sh -c 'echo $PS1')
echo "PS1 of a non-interactive shell: [$x]"
sh -c 'echo "[${ENV-unset}]"'
unset IFS; echo "unset IFS: [${IFS-unset}]"

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

# a shell started without PWD, or with a wrong one, sets PWD and exports
# it, as dash and bash do, so that its children see it too
top=$(pwd -P)
env -u PWD sh -c 'env | grep -c "^PWD="'
env -u PWD sh -c 'export -p | grep -c " PWD="'
env -u PWD sh -c 'cd /; env | grep "^PWD="'
PWD=/nonexistent sh -c 'env' | grep "^PWD=" | sed "s,$top,TOP,"

# PS1, PS2 and PS4 from the environment are kept (PS4='+ $LINENO: ' for
# sh -x is a common debugging aid), as in dash; IFS and OPTIND start
# afresh whatever the environment says (POSIX)
PS1='one ' PS2='two ' PS4='four ' sh -c 'printf "[%s]" "$PS1" "$PS2" "$PS4"'
echo
PS4='>> ' sh -xc 'echo traced' 2>&1
PS4= sh -xc 'echo empty' 2>&1
IFS=: OPTIND=7 sh -c 'printf "[%s]" "$IFS" "$OPTIND"' | od -c | sed 's/  */ /g'
