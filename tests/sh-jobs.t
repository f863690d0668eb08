# sh-jobs.t - the interactive shell on a terminal: job control (C-z, fg,
# bg, jobs, job IDs, notices), C-c, prompts, $ENV, login shells, and a
# shell without a controlling terminal. Each case types at `sh -i` on a
# pseudo-terminal ($PTYRUN) and compares the screen with dash's: in the
# reference run "sh" is the host's /bin/sh, dash on Debian (REF=dash).
# TERM=dumb keeps line editing out of it, so what the screen shows is the
# shell's own output plus the terminal's echo.
[ -x "$PTYRUN" ] || { echo "SKIP $TEST_FILE: no $PTYRUN"; return 0; }
needs applet sh
needs applet sleep
REF=dash
REFS=setsid
# jobs -l: the pids, and the padding after them, which depends on their width
FILTER='s/^\(\[[0-9]*\] [-+ ] \)[0-9]\{3,\} /\1PID /; s/^      [0-9]\{3,\}/      PID/
/PID/s/   */  /g'
P='env -i PATH="$PATH" HOME="$PWD" TERM=dumb PS1="$ " "$PTYRUN" -s 80x60'

# C-z stops the foreground job, which becomes the current one; jobs, bg,
# fg with %?string, an ambiguous %string, jobs -l, kill of a job, the
# Done and Terminated notices before the prompt, $? of a stopped job.
# Each line typed after a command waits for that command's own output
# and the prompt after it (an echo marks the end of a silent command).
cat > s <<'E'
wait $ 
send sleep 30\r
sleep 400
send \x1a
wait Stopped
send echo st=$?\r
wait st=148\n$ 
send jobs; echo j1\r
wait j1\n$ 
send bg\r
wait [1] sleep 30\n$ 
send sleep 20 | cat & echo p\r
wait p\n$ 
send jobs; echo j2\r
wait j2\n$ 
send jobs -l; echo j3\r
wait j3\n$ 
send fg %sl\r
wait ambiguous\n$ 
send fg %?30\r
sleep 400
send \x1a
sleep 600
send jobs %+ %-; echo j4\r
wait j4\n$ 
send kill %2; sleep 0.3\r
wait | cat\n$ 
send sleep 0.1 & echo b\r
wait b\n$ 
send sleep 0.5\r
wait sleep 0.1\n$ 
send jobs; echo j5\r
wait j5\n$ 
send exit\r
wait You have stopped jobs
send exit\r
wait-exit
screen
E
VG="C-z does not stop a sleep under Valgrind" \
	same "C-z, jobs, bg, fg, notices" "$P sh -i < s"

# C-c: a foreground command, a loop, wait and read are interrupted and
# the shell goes on with $? 130; a trap on INT still runs (the kill of
# the job then waits a second: the Terminated notice comes before the
# next prompt however fast or slow the machine). Each line typed after a
# command waits for that command's own output and the prompt after it,
# so that no echo of typed-ahead text comes before a prompt.
cat > s <<'E'
wait $ 
send sleep 30\r
sleep 400
send \x03
sleep 300
send echo st1=$?\r
wait st1=130\n$ 
send while :; do sleep 1; done\r
sleep 400
send \x03
sleep 300
send echo st2=$?\r
wait st2=130\n$ 
send sleep 10 & echo bg\r
wait bg\n$ 
send wait\r
sleep 400
send \x03
sleep 300
send echo w=$?\r
wait w=130\n$ 
send read x\r
sleep 400
send \x03
sleep 300
send echo r=$?\r
wait r=130\n$ 
send trap 'echo got INT' INT; echo set\r
wait set\n$ 
send sleep 10\r
sleep 400
send \x03
sleep 300
send echo t=$?\r
wait t=130\n$ 
send trap - INT; kill %1; sleep 1\r
wait Terminated
sleep 300
send \x03
sleep 300
send exit\r
wait-exit
screen
E
same "C-c" "$P sh -i < s"

# a shell started in the background of another one stops (SIGTTIN) until
# fg brings it to the foreground (the sleep in the foreground: so that
# the notice comes before the next prompt, however busy the machine)
cat > s <<'E'
wait $ 
send sh -i & sleep 2\r
wait sh -i\n$ 
send fg\r
wait fg\nsh -i\n$ 
send echo inner\r
wait inner\n$ 
send exit\r
wait exit\n$ 
send exit\r
wait-exit
screen
E
VG="under Valgrind the sh takes longer than 2 s to start" \
	same "background shell" "$P sh -i < s"

# PS1 and PS2 after parameter expansion, command substitution and
# arithmetic
cat > s <<'E'
wait $ 
send x=a; PS1='${x}-$((1+2))$(echo z)> '\r
wait a-3z> 
send if true\r
wait true\n> 
send then echo yes\r
wait echo yes\n> 
send fi\r
wait yes\na-3z> 
send PS2='more$x '; echo 'a\r
wait echo 'a\n> 
send b'\r
wait b\na-3z> 
send exit\r
wait-exit
screen
E
same "PS1 and PS2 expanded" "$P sh -i < s"

# $ENV (expanded) is read by an interactive shell; a login shell (-l, or
# a name starting with "-") reads ~/.profile (and /etc/profile) first
printf 'echo "in rc, $0"\nalias ll="echo ll"\n' > rc
printf 'echo profile\nX=fromprofile PS1="$ "\n' > .profile
printf 'wait $ \nsend ll; echo "X=$X"\\r\nsleep 300\nsend exit\\r\nwait-exit\nscreen\n' > s
same "ENV" "env -i PATH=\"\$PATH\" HOME=\"\$PWD\" TERM=dumb PS1='\$ ' \
	ENV='\$HOME/rc' \"\$PTYRUN\" sh -i < s"
same "login shell -l with ENV" "env -i PATH=\"\$PATH\" HOME=\"\$PWD\" \
	TERM=dumb PS1='\$ ' ENV='\$HOME/rc' \"\$PTYRUN\" sh -il < s"
same "login shell -l -c" "HOME=\$PWD sh -l -c 'echo \"c: \$X\"'"
same "login shell named -sh" "ln -s \"\$(command -v sh)\" ./-sh &&
	HOME=\$PWD PATH=\$PWD:\$PATH env -- -sh -c 'echo \"\$0: \$X\"';
	rm ./-sh"
rm rc .profile

# no controlling terminal (setsid: the pty is not the new session's):
# dash's message, once, and the shell works on; set -m says it again
# (${-%B}: without the B of our brace expansion, which dash lacks)
cat > s <<'E'
wait $ 
send echo ${-%B}\r
wait si\n$ 
send sleep 0.1 & wait; echo wait''ed\r
wait waited\n$ 
send set -m; echo ${-%B}\r
sleep 300
send exit\r
wait-exit
screen
E
same "no controlling terminal" "$P setsid -w sh -i < s"

# deliberate difference: without job control an interactive shell still
# shows the jobs' commands (dash shows none)
printf 'wait $ \nsend sleep 30 &\\r\nsend jobs\\r\nwait Running\nsend kill %%1\\r\nsend exit\\r\nwait-exit\nscreen\n' > s
check "jobs text without job control" \
	"$P setsid -w sh -i < s 2>&1" \
	'exit 0\nsh: 0: can'"'"'t access tty; job control turned off\n$ sleep 30 &\n$ jobs\n[1] + Running                    sleep 30\n$ kill %1\n$ exit\n--\n'

# the prompt's backslash escapes (bash's): user, host, directory with ~,
# $ or #, \[ \] around what takes no room (here an SGR sequence)
mkdir -p sub/dir
u=$(id -un) h=$(hostname | cut -d. -f1) d='$'; [ "$(id -u)" = 0 ] && d='#'
printf 'wait ~\\\\~%s \nsend cd sub/dir\\r\nwait \\\\dir%s \nsend exit\\r\nwait-exit\nscreen\n' "$d" "$d" > s
check "prompt escapes" "env -i PATH=\"\$PATH\" HOME=\"\$PWD\" TERM=dumb \
	PS1='\\[\\e[1m\\]\\u@\\h:\\w\\\\\\W\\\$\\[\\e[0m\\] ' \
	\"\$PTYRUN\" sh -i < s" \
	"exit 0\n$u@$h:~\\\\~$d cd sub/dir\n$u@$h:~/sub/dir\\\\dir$d exit\n--\n"
rm -r sub s

# stdin not a terminal: PS1 before each command, PS2 before each line
# that continues one (a here-document's too), a newline at the end; sh -i
# FILE prompts the same way
printf 'if true\nthen echo x\nfi\ncat <<E\na\nE\necho "a\nb" \\\nc; for i in 1 2\ndo echo $i; done\n# c\n\n' > s
same "prompts reading a pipe" "PS1='\$ ' PS2='> ' sh -i < s 2>&1"
same "prompts reading a file" "PS1='\$ ' PS2='> ' sh -i s 2>&1 < /dev/null"
rm s
