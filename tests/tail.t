# tail.t - tail, compared with GNU tail. Following is driven step by step:
# each change to a file waits (polling, up to 20 s) until tail has shown
# the last one, so the output does not depend on timing.
needs applet tail
REF=tail
seq 20 > h
mkfile h2 "a\nb\nc"
mkfile empty ""
seq 100000 > big
same "default" 'tail big'
same "-n" 'tail -n 3 h'
same "-n N" 'tail -n -3 h'
same "-n +N" 'tail -n +18 h'
same "-n +0 and +1" 'tail -n +0 h2; tail -n +1 h2'
same "-n 0" 'tail -n 0 h'
same "-c" 'tail -c 3 h'
same "-c +N" 'tail -c +49 h'
same "no newline at end" 'tail -n 2 h2'
same "more than there are" 'tail -n 100 h | wc -l; tail -c 1000 h | wc -c'
same "of a pipe" 'cat big | tail -n 3; cat big | tail -c 10; cat big | tail -n +99998; cat big | tail -c +588889'
same "big -n of a pipe" 'cat big | tail -n 99000 | md5sum'
same "big -c of a pipe" 'cat big big | tail -c 1000000 | md5sum'
same "of a file read from its end" 'tail -n 99000 big | md5sum; tail -c 500000 big | md5sum'
same "stdin from a file" 'tail -n 2 < big; tail -c 4 < big'
same "stdin read from the middle" '(head -n 99990 > /dev/null; tail -n 3) < big'
same "suffixes" 'for s in 1b 1k 1K 1kB 1KiB 1M; do tail -c "$s" big | wc -c; tail -n "$s" big | wc -l; done'
same "bad counts" 'for s in 1g 1x 1B 1Z "" 1.5; do tail -c "$s" h; echo $?; tail -n "$s" h; done'
same "obsolete -N +N" 'tail -3 h; tail +18 h'
same "obsolete -Nc +Nc -Nb" 'tail -3c h; tail +49c h; tail -1b big | wc -c'
same "obsolete -Nl" 'tail -2l h'
same "obsolete with two files" 'tail -3 h h2 2> e; echo $?; head -n 1 e'
same "obsolete +N with two files is a file" 'tail +3 h h2; echo $?'
same "obsolete bad letter" 'tail -5x h 2> e; echo $?; head -n 1 e'
same "headers" 'tail -n 2 h h2 empty'
same "-q -v" 'tail -n 1 -q h h2; tail -v -n 1 h; tail -q -v -n1 h h2'
same "stdin header" 'tail -v -n 1 < h'
same "missing file" 'tail -n 1 nosuch h; echo $?'
same "directory" 'tail -n 1 . h; echo $?'
same "-z" 'printf "a\0b\0c\0" | tail -z -n 2 | od -c; printf "a\0b\0c" | tail -z -n 1 | od -c'
same "huge line" 'awk "BEGIN { print \"y\"; for (i = 0; i < 3000000; i++) printf \"x\"; print \"\" }" > huge; tail -n 1 huge | wc -c; cat huge | tail -n 1 | wc -c; tail -c 2 huge | od -c'
same "NUL bytes" 'head -c 100000 /dev/zero > z; tail -c 5 z | od -c; tail -n 1 z | wc -c; cat z | tail -n 1 | wc -c'
same "warnings" 'tail --pid=1 -n 1 h; tail --retry -n 1 h'
same "bad -s and --pid" 'tail -s -1 -f h; echo $?; tail -s x -f h; echo $?; tail --pid=abc -f h; echo $?'
same "bad --follow" 'tail --follow=foo h 2> e; echo $?; head -n 1 e'
same "-f of a pipe ends" 'cat h2 | tail -f; echo $?'
same "-f of nothing left" 'tail -f nosuch; echo $?'
same "-f of a directory" 'sh -c : & p=$!; wait $p; tail -f --pid=$p -n 1 . h2; echo $?'
# --pid: what the process appended before it ended is all printed
same "-f --pid" 'printf "1\n" > f; sh -c "for i in 2 3 4 5; do echo \$i >> f; done" & tail -n +1 -s 0.05 -f --pid=$! f; rm f'
same "-f --pid, two files" 'printf "1\n" > f; : > g; sh -c "echo 2 >> f; echo x >> g; echo 3 >> f" & tail -s 0.05 -f --pid=$! f g > out; sort -u out; rm f g out'
# step by step: wait until FILE has TEXT (polling), at most 20 s
wait_for='w() { i=0; until grep -qs "$2" "$1"; do i=$((i + 1)); [ $i -lt 400 ] || break; sleep 0.05; done; }'
same "-F truncated, gone, appeared, replaced" "$wait_for"'
printf "1\n2\n" > ff; tail -F -s 0.05 ff > out 2> err & t=$!
w out "^2"; echo 3 >> ff; w out "^3"
: > ff; w err truncated; echo 4 >> ff; w out "^4"
mv ff ff.old; w err inaccessible; echo 5 > ff; w err appeared; w out "^5"
echo 6 >> ff.old; echo 7 >> ff; w out "^7"
echo 9 > new; mv new ff; w err replaced; w out "^9"
{ kill $t; wait $t; } 2> /dev/null; cat out; echo ---; cat err; rm ff ff.old out err'
same "-f follows the descriptor" "$wait_for"'
printf "1\n" > ff; : > gg; tail -f -s 0.05 ff gg > out 2> err & t=$!
w out "^1"; echo 2 >> ff; w out "^2"; echo x >> gg; w out "^x"
: > ff; w err truncated; echo 3 >> ff; w out "^3"
mv ff ff.old; echo 4 > ff; echo 5 >> ff.old; w out "^5"
{ kill $t; wait $t; } 2> /dev/null; cat out; echo ---; cat err; rm ff ff.old gg out err'
same "-F of a file not there yet" "$wait_for"'
rm -f nf; tail -F -s 0.05 nf > out 2> err & t=$!
w err "cannot open"; echo new > nf; w out "^new"
{ kill $t; wait $t; } 2> /dev/null; cat out; echo ---; cat err; rm nf out err'
same "-f of big appends" "$wait_for"'
: > bf; tail -n +1 -f -s 0.05 bf > out & t=$!
cat big big >> bf; w out "^100000\$"; n=0; until [ "$(wc -l < out)" -ge 200000 ] || [ $n -ge 400 ]; do n=$((n + 1)); sleep 0.05; done
{ kill $t; wait $t; } 2> /dev/null; md5sum < out; rm bf out'
same "-c suffix forms" 'tail -c 1kD big | wc -c; tail -c K big | wc -c; tail -c " +5" h; tail -c -+5 h'
same "-c bad forms" 'tail -c ++5 big; tail -c "+ 5" big; tail -n 99999999999999999999x big; tail -n 0x10 big; echo $?'
