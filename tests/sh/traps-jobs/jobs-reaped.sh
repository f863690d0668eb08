# jobs in a non-interactive shell: background jobs are listed and reaped;
# &-jobs get their stdin from /dev/null
sleep 0.1 &
jobs > out
sed 's/[0-9][0-9][0-9]*//g' out
jobs -p > pids
[ "$(cat pids)" = "$!" ] && echo "jobs -p gives \$!"
wait
jobs > out; echo "after wait: $(wc -l < out)"
echo "hello" | { cat & wait; }
{ read x; echo "bg read: [${x-unset}] $?"; } &
wait
cat <<EOT &
heredoc to a background job
EOT
wait
rm out pids
