# the EXIT trap: when it runs, once, $? in it

# the EXIT trap runs once, at the end, on exit, on error exits and in -e
sh -c 'trap "echo bye" EXIT; echo body'
sh -c 'trap "echo bye \$?" EXIT; exit 3'; echo "status $?"
sh -c 'trap "echo bye \$?" EXIT; false'; echo "status $?"
sh -c 'set -e; trap "echo errexit-trap \$?" EXIT; false; echo never'; echo "status $?"
sh -c 'trap "echo in-trap; exit 5" EXIT; exit 1'; echo "status $?"
sh -c 'trap "echo first" EXIT; trap "echo second" EXIT'
sh -c 'trap "echo removed" EXIT; trap - EXIT; echo no-trap'
sh -c 'trap "echo zero" 0; echo zero-is-exit'
sh -c 'f() { trap "echo fn-exit" EXIT; }; f; echo after-f'
sh -c 'trap "echo on-signal" EXIT; kill -TERM $$; echo never' ; echo "status $?"
sh -c 'trap "echo term; exit 2" TERM; trap "echo exit-after-term" EXIT; kill -TERM $$'; echo "status $?"
sh -c 'trap "echo \"unset: \${x?}\"" EXIT; x=1' 2>/dev/null

# the EXIT trap: at the end of the script, on exit in a function, after
# a fatal error, from a subshell; it runs only once; $? in the trap; the
# trap's own exit changes the status
sh -c 'trap "echo end \$?" EXIT; f() { exit 3; }; f'; echo "-> $?"
sh -c 'trap "echo end \$?" EXIT; shift 5' 2>/dev/null; echo "-> $?"
sh -c 'trap "echo end \$?" EXIT; echo ${u?}' 2>/dev/null; echo "-> $?"
sh -c 'trap "echo end \$?" EXIT; nosuch-cmd' 2>/dev/null; echo "-> $?"
sh -c 'trap "echo end; exit 4" EXIT; true'; echo "-> $?"
sh -c 'trap "echo end" EXIT; (exit 2); echo "sub does not run it"'; echo "-> $?"
sh -c 'trap "echo in-trap; exit" EXIT; exit 6'; echo "-> $?"
sh -c 'trap "trap - EXIT; echo once" EXIT; exit'; echo "-> $?"
sh -c 'trap "echo \"trap sees \$x\"" EXIT; x=late'; echo "-> $?"
printf 'trap "echo script-end" EXIT\necho body\n' > s; sh s; echo "-> $?"
sh -c 'trap "echo end" EXIT; exec true'; echo "exec: $?"
rm s
