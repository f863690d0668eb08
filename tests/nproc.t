# nproc.t - nproc, compared with GNU nproc (the counts are this machine's)
needs applet nproc
live "default" 'nproc'
live "--all" 'nproc --all'
live "--ignore" 'nproc --ignore=1; nproc --ignore 1; nproc --ignore=" 1"; nproc --all --ignore=1'
same "--ignore more than there are" 'nproc --ignore=100000'
REF=taskset
same "affinity" 'taskset -c 0 nproc'
live "affinity --all" 'taskset -c 0 nproc --all'
REF=nproc
same "OMP_NUM_THREADS" 'OMP_NUM_THREADS=5 nproc; OMP_NUM_THREADS=3,2 nproc'
same "OMP_THREAD_LIMIT" 'OMP_NUM_THREADS=5 OMP_THREAD_LIMIT=4 nproc'
REF=nproc live "OMP ignored" 'OMP_NUM_THREADS=x nproc; OMP_NUM_THREADS=7 nproc --all'
REF=
same "bad --ignore" 'nproc --ignore=x; nproc --ignore=-1; nproc --ignore=0x1; nproc --ignore=1k'
check -s 1 -e "nproc: extra operand 'x'\nUsage: nproc [--all] [--ignore=N]\n" "operand" 'nproc x' ''
