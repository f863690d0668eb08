# set -n stops execution at once: the rest of a sh -c string, of a line,
# of an eval or a function, as in dash
sh -c 'echo a; set -n; echo b'; echo "status $?"
sh -c 'echo a
set -n
echo c'
sh -c 'eval "set -n"; echo after-eval'
sh -c 'f() { set -n; echo in-f; }; f; echo after-f'
sh -c '(set -n; echo in-sub); echo after-sub'
sh -c 'set -n; exit 3'; echo "exit not run: $?"
sh -c 'false; set -n; echo x'; echo "status $?"
printf 'echo p; set -n; echo q\necho r\n' | sh; echo "stdin $?"
