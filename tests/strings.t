# strings.t - strings, compared with GNU binutils' strings
needs applet strings
printf 'hello world\000ab\000abcd\nxyz\tq\001\377longer string here\200\200\200abcdefg' > s1
printf 'ab\rcd\fef\vgh\n\nij  kl\n' > ws
randbytes 300000 > big
: > e

same "default" 'strings s1'
same "-n" 'strings -n 2 s1; strings --bytes=8 s1; strings -n1 ws'
same "-NUMBER" 'strings -2 s1; strings -12 s1'
same "-NUMBER wins over -n" 'strings -n 3 -8 s1; strings -8 -n 3 s1'
same "-n bad" 'strings -n 0 s1; echo $?; strings -n x s1; echo $?'
same "-n huge" 'strings -n 100000000000 s1; echo $?'
same "-t" 'strings -t x s1; strings -td -n3 s1; strings --radix=o s1'
same "-o" 'strings -o s1; strings -t x -o s1; strings -o -t d s1'
same "-f" 'strings -f s1 ws; strings --print-file-name -t x s1'
same "-f stdin" 'strings -f' 'abcdef\n'
same "-w" 'strings -w ws; strings -w s1; strings -fw -to ws'
same "white space without -w" 'strings ws'
same "-s" 'strings -s "|" s1; strings --output-separator=, ws; strings -s "" s1'
same "-e S" 'strings -e S s1; strings --encoding=S -t x big | md5sum'
same "-e s" 'strings -e S -e s s1'
same "-a" 'strings -a s1; strings --all s1'
same "several files" 'strings s1 ws s1'
same "missing file" 'strings s1 nofile ws; echo $?'
same "directory" 'strings /; echo $?'
same "empty" 'strings e; echo $?'
same "stdin" 'strings' 'one\001two three\000four five\n'
same "big" 'strings big | md5sum; strings -n 2 -t d big | tail -3'
check -s 1 -e "strings: encoding 'l' is not supported: only s and S\n" \
	"-e l" 'strings -e l s1' ""
check -s 1 -e "strings: invalid encoding 'q'\nUsage: strings [-afow] [-n N] [-t o|d|x] [-e s|S] [-s SEP] [FILE]...\n" \
	"-e bad" 'strings -e q s1' ""
check -s 1 -e "strings: invalid radix 'q'\nUsage: strings [-afow] [-n N] [-t o|d|x] [-e s|S] [-s SEP] [FILE]...\n" \
	"-t bad" 'strings -t q s1' ""
check "- is stdin" 'strings - s1' "abcdef\nhello world\nabcd\nxyz\tq\nlonger string here\nabcdefg\n" 'abcdef'
