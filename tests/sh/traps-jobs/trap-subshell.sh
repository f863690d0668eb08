# traps in subshells: caught signals go back to the default, ignored ones
# stay ignored, and a subshell's own EXIT trap runs when it ends
trap 'echo parent-usr1' USR1
trap '' USR2
(kill -USR2 $$ 2>/dev/null; sh -c 'kill -USR2 $PPID'; echo "USR2 still ignored")
(trap 'echo sub-exit' EXIT; echo body)
(trap 'echo sub-exit $?' EXIT; exit 5); echo "status $?"
(trap 'echo sub-exit-on-false $?' EXIT; false); echo "status $?"
x=$(trap 'echo in-cmdsub-exit' EXIT; echo body); echo "[$x]"
(trap 'echo sub-usr1' USR1; kill -USR1 $(sh -c 'echo $PPID'); echo after-own)
trap 'echo parent-exit' EXIT
(echo "subshell ends without the parent's EXIT trap")
echo before-end
