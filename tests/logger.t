# logger.t - logger, compared with util-linux's, sending to a socket of
# the test's own (tests/logrecv.c receives the datagrams and prints each
# as a line); times become DATE and process ids PID
needs applet logger
REF=logger
# r N: receive N datagrams on ./sock in the background (into got); it
# ends when they came, and waits 30 s at most. G shows them; before a
# pipe, wait first in this shell (a pipeline's parts are subshells, whose
# wait has no child: the case raced logrecv and once saw nothing)
R='r() { rm -f sock; $LOGRECV -t 30 sock $1 > got & i=0; until [ -S sock ] || [ $i = 200 ]; do sleep 0.05; i=$((i + 1)); done; };'
G='wait; cat got; rm -f got'
FILTER='s/[A-Z][a-z][a-z] [ 1-3][0-9] [0-9][0-9]:[0-9][0-9]:[0-9][0-9] /DATE /; s/\[[0-9][0-9]*\]: /[PID]: /'
same "a message" "$R"'r 2; logger -u sock hello  world; logger -u sock -t TAG one "two  three"; '"$G"
same "-i --id" "$R"'r 3; logger -u sock -i -t T a; logger -u sock --id=42 -t T b; logger -u sock --id -t T c; '"$G"
same "-p names" "$R"'r 9; for p in err 7 user.warning LOCAL7.Debug kern.panic security.err ftp.info authpriv.notice mail.error; do logger -u sock -t T -p $p m; done; '"$G"
same "-p more names" "$R"'r 8; for p in daemon.crit cron.alert lpr.debug news.info uucp.info syslog.warn user.error local0.panic; do logger -u sock -t T -p $p m; done; '"$G"
same "-p numbers" "$R"'r 3; logger -u sock -t T -p 16.3 m; logger -u sock -t T -p 128.3 m; logger -u sock -t T -p 184.7 m; '"$G"
same "-p bad" 'for p in 8 134 local0 ntp.info 1.1 3x user. .err local8.info; do logger -u nosock -t T -p "$p" m; echo $?; done'
same "stdin" "$R"'r 3; printf "l1\n\nl3\n" | logger -u sock -t T; '"$G"
same "-e -f" "$R"'r 2; printf "x\n\ny" > f; logger -u sock -t T -e -f f; rm f; '"$G"
same "-f - is a file" 'echo in | logger -u nosock -t T -f -; echo $?'
same "-f and a message" "$R"'r 1; echo x > f; logger -u sock -t T -f f a message; rm f; '"$G"
same "-S and long lines" "$R"'r 3; logger -u sock -S 10 -t T 0123456789abcdef; head -c 1500 /dev/zero | tr "\0" a | logger -u sock -t T; wait; { '"$G"'; } | awk "{ print length(\$0) }"'
same "-s" "$R"'r 1; logger -u sock -s -t T to both; '"$G"
same "--no-act" "$R"'r 1; logger -u sock --no-act -s -t T not sent; logger -u sock -t T sent; '"$G"
same "empty message" "$R"'r 1; logger -u sock -t T ""; logger -u sock -t T after; '"$G"
same "default tag" "$R"'r 1; logger -u sock m; wait; { '"$G"'; } | sed "s/ [^ :]*: m$/ USER: m/"'
same "no socket" 'logger -u nosock x; echo $?; logger -u nosock -s x; echo $?; logger -u nosock --socket-errors=on x; echo $?; logger -u nosock --socket-errors=off -s x; echo $?'
same "--socket-errors takes a word" "$R"'r 1; logger -u sock --socket-errors off -t T msg; '"$G"'; logger -u nosock --socket-errors=bogus -t T m; echo $?'
same "--no-act says a missing socket" 'logger --no-act -u nosock hi; echo $?'
same "--id=ID checked" 'logger -u nosock --id=abc x; echo $?; logger -u nosock --id=12x x; echo $?; logger -u nosock --id= x; echo $?'
same "--rfc3164" "$R"'r 1; logger -u sock --rfc3164 -t T hi; wait; { '"$G"'; } | sed "s/ $(uname -n) / HOST /"'
same "missing file" 'logger -u nosock -f nosuchfile; echo $?'
