# when set -e ends the shell: the EXIT trap runs, $? in it is the failing
# status, and the status the shell exits with is that status
sh -c 'set -e; trap "echo trap \$?" EXIT; (exit 3); echo never'; echo "-> $?"
sh -c 'set -e; trap "echo trap \$?" EXIT; f() { return 4; }; f'; echo "-> $?"
sh -c 'set -e; trap "echo trap \$?; exit 9" EXIT; false'; echo "-> $?"
sh -c 'set -e; trap "false; echo in-trap-after-false" EXIT; :'; echo "-> $?"
sh -c 'trap "echo trap \$?" EXIT; set -e; x=$(exit 6)'; echo "-> $?"
sh -c 'set -e; trap "echo usr1" USR1; kill -USR1 $$; echo after'; echo "-> $?"
sh -c 'set -e; trap "false" USR1; kill -USR1 $$; echo "after false trap"'; echo "-> $?"
sh -e -c 'sh -c "exit 7"; echo never'; echo "-> $?"
