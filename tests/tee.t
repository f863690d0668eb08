# tee.t - tee, compared with GNU tee
needs applet tee
REF=tee
mkfile in "one\ntwo\n"
seq 100000 > big
same "stdout and files" 'tee o1 o2 < in; cat o1 o2; rm o1 o2'
same "-a" 'echo old > o; tee -a o < in > /dev/null; cat o; rm o'
same "truncates" 'echo oldoldold > o; tee o < in > /dev/null; cat o; rm o'
same "- is a file" 'tee - < in > /dev/null; cat ./-; rm ./-'
same "no files" 'tee < in'
same "unopenable file, others written" 'tee nodir/x o < in; echo $?; cat o; rm o'
same "write error, others written" 'tee /dev/full o < big > /dev/null; echo $?; wc -l < o; rm o'
same "--output-error=exit stops" 'tee --output-error=exit /dev/full o < big > /dev/null; echo $?; wc -l < o; rm o'
same "stdout write error" 'tee o < in > /dev/full; echo $?; cat o; rm o'
same "-p broken pipe ignored" 'tee -p o < big | head -n 1; wc -l < o; rm o'
same "-p output error" 'tee -p o < in > /dev/full; echo $?; rm o'
same "--output-error=warn broken pipe" 'tee --output-error=warn o < big | head -n 1; wc -l < o; rm o'
same "--output-error=exit-nopipe" 'tee --output-error=exit-nopipe o < big | head -n 1; wc -l < o; rm o'
same "--output-error alone" 'tee --output-error o < big | head -n 1; wc -l < o; rm o'
same "-p ends when no output is left" 'seq 1000000 | tee -p | head -n 2'
same "default broken pipe kills" 'sh -c "tee o < big; echo \$? > st" | head -n 1; cat st; rm o st'
same "bad --output-error" 'tee --output-error=bogus < in 2> e; echo $?; head -n 5 e'
same "ambiguous --output-error" 'tee --output-error=ex < in 2> e; echo $?; head -n 1 e'
same "--output-error abbreviation" 'tee --output-error=warn- o < in; rm o'
same "-i" 'tee -i o < in; cat o; rm o'
same "NUL bytes and big input" 'head -c 300000 /dev/zero | tee o | wc -c; wc -c < o; rm o'
same "read error" 'tee < . ; echo $?'
