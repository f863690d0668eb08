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
