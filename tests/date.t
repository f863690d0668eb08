# date.t - date, compared with GNU date (LC_ALL=C TZ=UTC)
needs applet date
export TZ=UTC
REF=date
# the clock is never set here: setting runs as nobody, where it fails
NOBODY='setpriv --reuid=65534 --regid=65534 --clear-groups'

same "default format" "date -d @1000000000; date -d @-1; date -d @0.5"
same "-u" "TZ=Asia/Kolkata date -u -d @1000000000; TZ=Asia/Kolkata date -d @1000000000"
same "+FORMAT numbers" "for t in @0 @1000000000.123456789 @-86401 '2024-02-29 13:05:09' '2000-12-31 23:59:59' '1999-01-03 00:00:00'; do date -d \"\$t\" '+%C|%d|%e|%g|%G|%H|%I|%j|%k|%l|%m|%M|%q|%s|%S|%u|%U|%V|%w|%W|%y|%Y'; done"
same "+FORMAT texts" "for t in @0 '2024-02-29 13:05:09'; do date -d \"\$t\" '+%a|%A|%b|%B|%c|%D|%F|%h|%n|%p|%P|%r|%R|%t|%T|%x|%X|%Z|%z|%%|x'; done"
same "+FORMAT flags and widths" "date -d '2024-03-05 04:05:06.789' '+%-d|%_d|%0e|%-e|%5d|%_5m|%05e|%-5d|%^b|%#b|%^a|%#A|%#p|%^p|%#Z|%^10a|%010a|%_3d|%-j|%03k|%_y|%-Y|%10B|%-H|%_S'"
same "+FORMAT nanoseconds" "for t in @1.5 @0 @-1.25 @1.000000001; do date -d \"\$t\" '+%N|%3N|%-3N|%-N|%6N|%10N|%_10N|%_N|%1N'; done"
same "+FORMAT zones" "for z in UTC Asia/Kolkata America/St_Johns Europe/Paris; do TZ=\$z date -d @1000000000 '+%z|%:z|%::z|%:::z|%-z|%_z|%-:z|%_:z|%08:z|%-:::z|%Z'; done"
same "+FORMAT not conversions" "date -d @0 '+%'; date -d @0 '+%5'; date -d @0 '+%-'; date -d @0 '+a%Qb'; date -d @0 '+%5Q|%_5Q|%-5%|%:x|%::::z|%:5z|%E|%Oy|%Ey|%Ez'; date -d @0 +"
same "-I" "for f in '' =date =hours =minutes =seconds =ns =h =min =s =n; do date -d @1000000000.5 -I\$f 2>&1 || date -d @1000000000.5 --iso-8601\$f; done; TZ=Asia/Kolkata date -d @0 -Iseconds"
same "-R and --rfc-3339" "date -d @1000000000 -R; date -d @1000000000.25 --rfc-3339=date; date -d @1000000000.25 --rfc-3339=seconds; date -d @1000000000.25 --rfc-3339=ns; TZ=America/St_Johns date -d @0 --rfc-email"
same "bad -I and --rfc-3339" "date -Ix; echo \$?; date --rfc-3339=; echo \$?; date --rfc-3339=minutes; echo \$?"
same "-d ISO and numbers" "for d in 2001-09-09 2001-9-9 01-09-09 20010909 1999-12-31T23:59 2001-09-09T01:02:03Z '2001-09-09 01:02:03.5' '2001-09-09 01:02:03 +0200' '2001-09-09T01:02+05:30' '2020-01-01 1030' '2020-01-01 10' 1/2/2020 1/2/20 12/31 '2020-01-01 +3 days' '2020-01-01 2 weeks ago' '2020-01-31 1 month' '2020-02-29 1 year'; do date -d \"\$d\" '+%F %T.%N %z'; done"
same "-d month names" "for d in 'december 25 2020' '25 december 2020' 'dec 25, 2020' 25-dec-2020 dec-25-2020 'Sept 3 2021' 'Dec 5 06:33:09 UTC 2026' 'Sat Dec  5 06:33:09 2026' 'Mon Dec 5 2026' 'dec 5 2026 10:00' '10:00 dec 5 2026' 'dec 5 10:00 2020' '5 dec 2020 10:00 +0200' 'JAN 1 1970' 'monday 2020-01-01' 'wed jan 1 2020 1 day'; do date -d \"\$d\" '+%F %T %a'; done"
same "-d am and pm" "for d in '2020-01-01 10pm' '2020-01-01 10:30 pm' '2020-01-01 12am' '2020-01-01 12:05am' '2020-01-01 12pm' '2020-01-01 10:00:00.5 PM' '2020-01-01 1am'; do date -d \"\$d\" '+%F %T.%N'; done"
same "-d invalid" "for d in bogus dec 'jan 2020' '2020 jan 5' 'dec 32 2020' 'feb 29 2021' 13/1/2020 'fri fri' 'dec 5 dec 6' '10pm 11pm' '2020-01-01 13pm' '2020-01-01 0am' '1 day ago ago' noon '2001-02-30' '25:00' weds '5 decx' '12:60' '@1 1 day'; do date -d \"\$d\"; echo \$?; done"
# weekday names and relative items count from now: live, against GNU date
live "-d days of the week" "for d in sat sun mon tues wednes thur thurs fri 'next sat' 'last sat' 'this sat' 'next mon' 'last mon' '3 fri' 'monday,' 'fri 10:00' '2 weeks ago monday' 'dec 25' '5 jan' 'sept 3' 10pm; do date -d \"\$d\" '+%F %T %a'; done"
# (the time of day of now is left out: a slow run may cross a second)
live "-d relative to now" "for d in tomorrow yesterday today 'next day' 'last month' '3 hours ago'; do date -d \"\$d\" '+%F %a'; done"
NS=1 same "-r" "touch -d @1000000000.25 f; date -r f; date -r f +%s.%N; date -r nosuch; echo \$?; rm f"
same "-f" "printf '@0\nbogus\n2020-01-01 10:00\n' > l; date -f l; echo \$?; date -f l +%s; date -f - +%s < l; date -f nosuch; echo \$?; rm l"
# an empty line is today's midnight (GNU): compared with today, not stored
check "-f with an empty line" 'a=$(printf "\n" | date -f - "+%F %T"); b=$(date +%F); [ "$a" = "$b 00:00:00" ] && echo ok' 'ok\n'
same "--resolution" "date --resolution"
same "usage errors" "date -d @0 -r /; echo \$?; date -d @0 --resolution; echo \$?; date -s @0 -d @0; echo \$?; date a b; echo \$?; date +%Y +%m; echo \$?; date -d @0 0101; echo \$?; date -R -I; echo \$?; date +%s -R; echo \$?"
needs root
same "setting fails without privilege" "$NOBODY date -s @1000000000; echo \$?; $NOBODY date -u -s '2001-09-09 01:46:40' -R; echo \$?; $NOBODY date 090901462001.40; echo \$?; $NOBODY date -u 0909014601; echo \$?; $NOBODY date -u 0101; echo \$?; $NOBODY date 13010000; echo \$?"
