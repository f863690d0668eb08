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
