# trap accepts signal names and numbers; the listing uses the names.
# (SIG-prefixed names are an extension dash lacks: not tested.) A plain
# trap inside a pipeline is a subshell's, so listings go to a file
trap 'echo hup' 1
trap 'echo int' 2
trap 'echo quit' QUIT
trap 'echo usr1' USR1
trap 'echo term' 15
trap 'echo alrm' ALRM
trap
trap - 1 2 QUIT USR1 15 ALRM
trap > l; grep -c . l
trap 'echo zero' 0; trap > l; cat l; trap - 0
trap 'echo x' EXIT; trap - EXIT; trap > l; grep -c EXIT l
trap 'echo a' USR2; trap 'echo b' USR2; trap > l; cat l; trap - USR2
(trap 'echo x' 64000) 2>/dev/null; echo "bad number: $?"
(trap 'echo x' NOSUCH) 2>/dev/null; echo "bad name: $?"
trap 'echo ok' USR1 NOSUCH 2>/dev/null; echo "partly bad: $?"; trap - USR1
rm l
