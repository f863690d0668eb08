# an expansion error (${x?}, a bad substitution, arithmetic) ends a
# non-interactive shell wherever it happens
t() { sh -c "$1; echo \"went on \$?\"" 2>/dev/null; echo "-> $?"; }
t 'echo ${u?unset}'
t ': ${u?}'
t 'x=${u?}'
t 'true ${u:?empty or unset}'
t 'f() { echo ${u?}; }; f'
t '(echo ${u?}); echo "subshell ended"'
t 'x=$(echo ${u?}); echo "cmdsub ended"'
t 'echo $((1/0))'
t 'x=$((1 +))'
t 'echo $(( 08 ))'
t 'eval "echo \${u?}"'
t 'command eval "echo \${u?}"'
t 'for i in ${u?}; do :; done'
t 'case ${u?} in *) ;; esac'
