# tty.t - tty, compared with GNU tty
needs applet tty
same "not a tty" 'tty < /dev/null'
same "-s not a tty" 'tty -s < /dev/null'
same "--silent --quiet" 'tty --silent < /dev/null; echo $?; tty --quiet < /dev/null'
same "stdin closed" 'tty <&-; tty -s <&-'
same "write error" 'tty < /dev/null > /dev/full'
# a terminal: script gives the command a pty (its name changes per run)
REF=script FILTER='s/\r$//; s|^/dev/pts/[0-9]*$|PTS|'
same "a terminal" 'script -qc "tty; echo \$?; tty -s; echo \$?" /dev/null'
REF= FILTER=
check -s 2 -e "tty: extra operand 'x'\nUsage: tty [-s]\n" "operand" 'tty x' ''
check -s 2 -e "tty: invalid option -- 'x'\nUsage: tty [-s]\n" "bad option" 'tty -x' ''
