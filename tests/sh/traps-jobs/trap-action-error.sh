# an error in a trap action that "command" catches ends the action but
# leaves traps working: a later signal still runs its action, as in dash
trap 'echo trapped; echo ${zz?unset in the action}' USR1
command eval 'kill -USR1 $$; echo "rest of eval"' 2>&1
echo "after: $?"
trap 'echo trapped again' USR1
kill -USR1 $$
trap 'echo and on USR2' USR2
kill -USR2 $$
echo end
