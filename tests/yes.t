# yes.t - yes, compared with GNU yes
needs applet yes
same "y" 'yes | head -n 3'
same "strings" 'yes a "b c" | head -n 2'
same "empty" 'yes "" | head -n 2'
same "--" 'yes -- -x | head -n 1'
same "long line" 'yes "$(printf "%09000d" 0)" | head -n 3 | wc -c'
same "many lines" 'yes abc | head -c 1000000 | sort | uniq -c'
same "disk full" 'yes > /dev/full; echo $?'
# SIGPIPE ignored: a write to a closed pipe fails with EPIPE; GNU says
# "Broken pipe", we end quietly (status 1 both)
check "EPIPE" "trap '' PIPE; yes 2>err | head -n 1; cat err" "y\n"
check -s 1 -e "yes: invalid option -- 'x'\nUsage: yes [STRING]...\n" \
	"bad option" 'yes a -x' ""
# in a script of rootbox's sh, found through PATH and called in its child
check "from sh" '$TESTROOT/sh -c "yes ok | head -n 2"' "ok\nok\n"
