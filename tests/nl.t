# nl.t - nl, compared with GNU nl (LC_ALL=C)
needs applet nl
printf 'a\n\nb\n\\:\\:\\:\nh1\n\nh2\n\\:\\:\nb1\n\nb2\n\\:\nf1\n\nf2\n\\:\\:\\:\nH\n\\:\\:\nB\n' > n1
printf 'a\n\\:\\:\nb\n\\:\nc\n\\:\\:\nd\n\\:\\:\\:\ne\n\\:\\:\nf\n\\:\\:x\n\\:\\:\\:\\:\n' > n2
printf 'a\nXX\nb\nX:X:X:\nc\nabcabc\nd\nabcabcabc\ne\n' > n3
printf 'a\n\n\n\n\nb\n  \nc' > n4
# usage errors: GNU ends with "Try 'nl --help'...", we with the synopsis
u() { same "$1" "nl $2 n1 2>e; echo \$?; sed '\$d' e"; }
same "default" 'nl n1'
same "all sections numbered, -p" 'nl -ha -fa -ba -p n1'
same "-l -n ln -w -s -i -v" "nl -ba -l2 -nln -w3 -s'|' -i2 -v0 n1"
same "long options" "nl --body-numbering=a --join-blank-lines=2 --number-format=rz --number-width=4 --number-separator=: --line-increment=3 --starting-line-number=7 --no-renumber --header-numbering=t --footer-numbering=a n1"
same "renumbered at every delimiter" 'nl -s abc n2'
same "-p" 'nl -p -ba n2'
same "-d one byte" 'nl -d X n3'
same "-d two bytes" 'nl -d X: n3'
same "-d three bytes" 'nl -d abc n3'
same "-d three bytes on n1" 'nl -d abc n1'
same "-d empty" "nl -d '' n3"
same "-n rz negative" 'nl -n rz -v -5 -w4 n4'
same "number wider than -w" 'nl -w 2 -v 99999 n4'
same "-l 2" 'nl -ba -l2 n4'
same "-l 3" 'nl -ba -l3 n4'
same "no final newline" 'nl n4'
same "-i 0" 'nl -i 0 n1'
same "-i -1" 'nl -i -1 n1'
same "-v -5" 'nl -v -5 n1'
same "-b pBRE" "nl -bp'^a' n1"
same "-b pBRE two files" 'nl -bpb n1 n4'
same "-b pBRE bracket" "nl -b 'p[0-9]' n1"
same "-bn separator spaces" 'nl -bn -s xy n4'
same "-h t -f t" 'nl -ht -ft n1'
same "stdin" 'nl -b a -l 2 - < n4'
same "-n ln" 'nl -w 3 -n ln n4'
same "missing file" 'nl nope n4; echo $?'
same "NUL bytes" "printf 'a\\000b\\n\\000\\n' | nl | od -An -c"
same "a huge line" "awk 'BEGIN { for (i = 0; i < 300000; i++) printf \"abcdefgh\"; print \"\" }' | nl | cksum"
u "bad body style" '-b x'
u "bad header style" '-h q'
u "bad footer style" '-f q'
same "-f ab is -f a" 'nl -f ab n1'
u "bad format" '-n xx'
same "-i x" 'nl -i x n1; echo $?'
same "-w 0" 'nl -w 0 n1; echo $?'
same "-w x" 'nl -w x n1; echo $?'
same "-l 0" 'nl -l 0 n1; echo $?'
same "-v too large" 'nl -v 99999999999999999999 n1; echo $?'
same "unknown option" 'nl -x n1 2>/dev/null; echo $?'
# the messages of regcomp differ (musl's, not glibc's)
same "bad regular expression" "nl -b 'p\\(' n1 2>/dev/null; echo \$?"
same "line number overflow" "printf 'a\\nb\\nc\\n' | nl -v 9223372036854775806; echo \$?"
