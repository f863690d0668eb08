# nice.t - nice, compared with GNU nice
needs applet nice
same "print" 'nice'
same "-n 5" 'nice -n 5 nice'
same "default 10" 'nice nice'
same "adds up" 'nice -n 2 nice -n 3 nice'
same "negative" 'nice -n -5 nice'
same "clamped" 'nice -n 100 nice; nice -n -100 nice; nice -n 99999999999999999999 nice'
same "old form" 'nice -5 nice; nice -+3 nice; nice --4 nice; nice -10 nice -n 3 nice'
same "long" 'nice --adjustment=7 nice; nice -n +3 nice'
same "--" 'nice -n 5 -- nice'
same "bad adjustment" 'nice -n x nice; nice -n 3x nice; nice -n "" nice'
same "missing command" 'nice nosuchcmd'
same "not executable" 'nice /etc/passwd'
REF=setpriv
same "not permitted" 'setpriv --reuid=65534 --regid=65534 --clear-groups nice -n -5 nice'
REF=
check -s 125 -e "nice: option requires an argument -- 'n'\nUsage: nice [-n N] [COMMAND [ARG]...]\n" "-n alone" 'nice -n' ''
check -s 125 -e "nice: a command must be given with an adjustment\nUsage: nice [-n N] [COMMAND [ARG]...]\n" "adjustment without a command" 'nice -n 5' ''
