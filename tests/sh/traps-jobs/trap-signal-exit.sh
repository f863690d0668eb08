# a trapped signal runs its action and the shell goes on; an untrapped
# one kills it with 128+N, and the EXIT trap still runs for a trapped
# one that exits
sh -c 'trap "echo got-term" TERM; kill -TERM $$; echo "went on"'; echo "-> $?"
sh -c 'trap "echo got-int; exit 3" INT; kill -INT $$; echo never'; echo "-> $?"
sh -c 'trap "echo exit-trap" EXIT; trap "exit 5" HUP; kill -HUP $$'; echo "-> $?"
sh -c 'trap "" TERM; kill -TERM $$; echo "ignored TERM"'; echo "-> $?"
sh -c 'trap "echo usr1 \$?" USR1; (exit 9); kill -USR1 $$; echo "status kept $?"'
sh -c 'trap "echo a" USR1; trap "echo b" USR2; kill -USR1 $$; kill -USR2 $$'
sh -c 'trap "echo child-ignores" TERM; sh -c "kill -TERM \$\$"; echo "inner: $?"'
sh -c 'trap "" USR1; sh -c "kill -USR1 \$\$; echo inherited-ignore"'
