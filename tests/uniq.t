# uniq.t - uniq, compared with GNU uniq
needs applet uniq
mkfile in "a\na\nb\nc\nc\nc\nd\nA\na\n x y\n z y\n\tz  y\nab\nac\nad\n"
mkfile nonl "a\na"
same "default" 'uniq in'
same "stdin" 'uniq' "x\nx\ny\n"
same "-c" 'uniq -c in'
same "-d" 'uniq -d in'
same "-u" 'uniq -u in'
same "-cd" 'uniq -cd in'
same "-du" 'uniq -du in'
same "-D" 'uniq -D in'
same "-D -u" 'uniq -D -u in'
same "--all-repeated=separate" 'uniq --all-repeated=separate in'
same "--all-repeated=prepend" 'uniq --all-repeated=prepend in'
same "--all-repeated=none" 'uniq --all-repeated=none in'
same "--all-repeated abbreviated" 'uniq --all-repeated=sep in'
same "-i" 'uniq -i in'
same "-ic" 'uniq -ic in'
same "-f 1" 'uniq -f 1 -c in'
same "-s 1" 'uniq -s 1 -c in'
same "-w 1" 'uniq -w 1 -c in'
same "-w 0" 'uniq -w 0 in'
same "-f huge" 'uniq -f 99999999999999999999 in'
same "-z" 'printf "a\0a\0b" | uniq -z -c | tr "\0" :'
same "no newline at the end" 'uniq -c nonl'
same "output file" 'uniq in out; cat out; rm out'
same "- operands" 'uniq - -' "q\nq\n"
same "missing file" 'uniq nosuch; echo $?'
same "directory" 'uniq .; echo $?'
same "output into a missing directory" 'uniq in nodir/x; echo $?'
same "write error" 'uniq in > /dev/full; echo $?'
same "bad -f" 'uniq -f x in; echo $?'
same "bad -s" 'uniq -s -1 in; echo $?'
same "bad -w" 'uniq -w x in; echo $?'
check -s 1 -e "uniq: printing all duplicated lines and repeat counts is meaningless\nUsage: uniq [-cdDiuz] [-f N] [-s N] [-w N] [INPUT [OUTPUT]]\n" \
	"-c with -D" 'uniq -cD in' ""
check -s 1 -e "uniq: extra operand 'c'\nUsage: uniq [-cdDiuz] [-f N] [-s N] [-w N] [INPUT [OUTPUT]]\n" \
	"three operands" 'uniq a b c' ""
