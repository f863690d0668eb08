# touch.t - touch, compared with GNU touch (LC_ALL=C TZ=UTC)
needs applet touch
umask 022
export TZ=UTC
REF=touch
REFS=stat
touch -d '2001-09-09 01:02:03.25' r
touch -a -d '2002-02-02 02:02:02' r
# t: the file's times as stat shows them
S='stat -c "%n %X.%x %Y.%y"'

same "create" "touch a b && $S a b | cut -d' ' -f1 && stat -c '%n %s %a %F' a b; rm a b"
same "create under umask 077" "umask 077; touch a && stat -c '%a' a; rm a"
same "-d date and time" "touch -d '2001-09-09 01:02:03' a && $S a; rm a"
NS=1 same "-d @epoch" "touch -d @1000000000 a && $S a; touch -d @1.5 a && $S a; touch -d @-1.5 a && $S a; rm a"
NS=1 same "-d ISO forms" "for d in 2001-09-09 2001-9-9 01-09-09 20010909 1999-12-31T23:59 2001-09-09T01:02:03Z '2001-09-09 01:02:03.123456789123' 2000-02-29 '1960-06-06 12:00:00' '2300-01-01 00:00:00'; do touch -d \"\$d\" a && $S a; done; rm a"
same "-d zones" "for d in '2001-09-09T01:02:03+01:00' '2001-09-09 01:02:03 -0100' '2001-09-09 01:02:03 GMT' '2001-09-09 01:02 UTC' '2001-09-09 12:00Z' '2001-09-09 12:00 +0100' '2001-09-09 12:00+0530' '2001-09-09 12:00 -05:30' '2001-09-09 12:00 +01'; do touch -d \"\$d\" a && $S a | cut -d' ' -f3-; done; rm a"
NS=1 same "-d relative to -r" "for d in today now yesterday tomorrow 'next week' 'last week' 'this week' '1 day ago' '2 days ago 12:00' '+2 hours' '-3 minutes' '1 month' '1 year ago' 'next day' '3 weeks' fortnight '2 fortnights ago' '1 sec' '5 secs ago' '10 min' '1 hour ago' '12:30' '12:30:15.5' day '1 day 2 hours ago' 'now 1 day' NOW Yesterday '1 DAY AGO' '' '  2001-09-09  ' '2001-01-31 1 month' '2001-09-09 now' 'last month' 'this year'; do touch -r r -d \"\$d\" a && $S a | cut -d' ' -f2-; done; rm a"
same "-d invalid" "touch a; for d in bogus '2001-02-30' '2001-13-01' '25:00' '2001-09-09 24:00' '1900-02-29' '@1 1 day' '2001-09-09 +01' ago '1 dayz' next +5 '12:60' '2001-09-09 01:02:03 +2500'; do touch -d \"\$d\" a; echo \$?; done; rm a"
same "-t" "for t in 200109090102.03 0109090102 6909090102 200102282359.59; do touch -t \$t a && $S a; done; rm a"
same "-t invalid" "touch a; for t in 0909010 200102300000 2001090901020 200109090102.3 200109092401 '' abcdefgh 2001090901.0a; do touch -t \"\$t\" a; echo \$?; done; rm a"
NS=1 same "-r" "touch -r r a && $S a; rm a"
same "-r missing" "touch -r nosuch a; echo \$?; ls a"
same "-a" "touch -d @1000 a && touch -a -d @2000 a && $S a; rm a"
same "-m" "touch -d @1000 a && touch -m -d @2000 a && $S a; rm a"
same "--time" "touch -d @1000 a && touch --time=atime -d @2000 a && $S a && touch --time=modify -d @3000 a && $S a && touch --time=use -d @4000 a && touch --time=mt -d @5000 a && $S a; rm a"
# GNU's usage errors end with a hint, ours with the synopsis: first lines
same "--time invalid" "touch --time=x a 2>&1 | head -1; touch --time= a 2>&1 | head -1; touch --time=a a 2>&1 | head -1; touch --time=x a 2>/dev/null; echo \$?; ls a"
same "-a -m both" "touch -d @1000 a && touch -a -m -d @2000 a && $S a; rm a"
NS=1 same "-r and -d relative to each time" "touch -r r -d '1 day' a && $S a; rm a"
same "-t with -d or -r" "touch -t 200101010000 -d @1 a 2>&1 | head -1; touch -t 200101010000 -r r a 2>/dev/null; echo \$?; ls a"
same "-c" "touch -c nope; echo \$?; ls nope; touch -d @1000 a && touch -c -d @2000 a && $S a; rm a"
same "--no-create" "touch --no-create nope; echo \$?; ls nope"
same "-h" "touch -d @1000 tgt && ln -s tgt sl && touch -h -d @2000 sl && stat -c '%n %Y' sl tgt; touch -h nope; echo \$?; touch -h -c nope; echo \$?; rm sl tgt"
same "--no-dereference -r follows the reference" "touch -d @1000 tgt && ln -s tgt sl && touch -h -d @2000 sl && touch -r sl x && stat -c '%n %Y' x; rm sl tgt x"
same "through a symlink" "touch -d @1000 tgt && ln -s tgt sl && touch -d @2000 sl && stat -c '%n %Y' tgt; rm sl tgt"
same "dangling symlink creates the target" "ln -s tgt sl && touch sl && ls tgt; rm sl tgt"
same "missing directory" "touch d/x; echo \$?"
same "directory" "mkdir d && touch -d @1000 d && stat -c '%n %Y' d; rmdir d"
same "several, one bad" "touch -d @1000 a d/x b; echo \$?; stat -c '%n %Y' a b; rm a b"
same "- is stdout" "touch -d @7 - > o && stat -c '%n %Y' o; rm o"
same "- closed" "touch - >&-; echo \$?"
same "read-only file we own" "touch ro && chmod 444 ro && touch -d @1000 ro && stat -c '%n %Y' ro; rm -f ro"
check -s 1 -e "touch: missing operand\nUsage: touch [-achm] [-d DATE | -r FILE | -t STAMP] FILE...\n" \
	"no operand" 'touch' ''

