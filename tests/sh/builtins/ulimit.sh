# ulimit: get and set limits, -a layout, units, -H and -S
# not under valgrind: it keeps file descriptors and fakes ulimit -n

# ulimit: get and set the soft limit of a few resources, in subshells
(ulimit -n 64; ulimit -n)
(ulimit -S -n 32; ulimit -S -n)
(ulimit -f 1000; ulimit -f)
(ulimit -c 0; ulimit -c)
(ulimit -f 10; ulimit -f 20) 2>/dev/null && echo "raise soft below hard: ok"
(ulimit -H -n 100; ulimit -n 200) 2>/dev/null; echo "above hard: $?"
(ulimit -n 100; sh -c 'ulimit -n')
(ulimit -t unlimited; ulimit -t) 2>/dev/null
ulimit -a | grep -c .
(ulimit -n abc) 2>/dev/null; echo "bad number: $?"

# ulimit (builtins.c): -a layout, units, -H/-S, the last letter wins
ulimit; ulimit -f
ulimit -a
ulimit -H -a
ulimit -t; ulimit -d; ulimit -s; ulimit -c; ulimit -m; ulimit -l
ulimit -p; ulimit -n; ulimit -v; ulimit -w; ulimit -r
ulimit -Hn; ulimit -Sn; ulimit -n -c; ulimit -fn
(ulimit -n 100; ulimit -n; ulimit -Hn)
(ulimit -Sn 50; ulimit -n; ulimit -Hn | grep -vx 50 >/dev/null && echo kept)
(ulimit -c 5; ulimit -c; ulimit -Hc; ulimit -Hc 0; ulimit -c 5; echo "up: $?")
(ulimit -Sc 3; ulimit -H -S -c)
(ulimit -c 0; ulimit -c unlimited; echo "up again: $?")
(ulimit -f 100; ulimit -f; ulimit -a | grep file)
ulimit -c x; echo "x: $?"
ulimit -f 1x; echo "1x: $?"
ulimit -c -1; echo "-1: $?"
ulimit -x; echo "-x: $?"
ulimit -f 10 20; echo "two: $?"
ulimit -a 5; echo "-a 5: $?"
ulimit -c -H; ulimit -H -n -S; ulimit -n -f
(ulimit -c 3 -H; echo "value then -H: $?")
