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
