# set -u covers arithmetic expansion too (POSIX.1-2024 "-u"); dash 0.5.12
# takes an unset name there as 0, so NAME.out holds the standard's result
# (bash --posix agrees, though it exits 1 where dash exits 2 for ${u}).
# Messages are dropped: they name the script's path.
set -u
(echo $((unset_name + 1))) 2>/dev/null; echo "status $?"
(x=$((unset_name))) 2>/dev/null; echo "status $?"
set_name=4
echo $((set_name + 1))
set +u
echo $((unset_name + 1))
# expect: own (the comment at the top says why)
