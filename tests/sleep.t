# sleep.t - sleep, compared with GNU sleep
needs applet sleep
same "zero" 'sleep 0; echo $?'
same "fractions and suffixes" 'sleep 0.05 0.001m .01s 0d 0h; echo $?'
same "exponents and hex" 'sleep 1e-3 0x1p-8 0.5e-2s; echo $?'
check "sums its operands" 's=$(date +%s%N); sleep 0.2 0.2; e=$(date +%s%N); [ $(( (e - s) / 100000000 )) -ge 4 ] && echo ok' 'ok\n'
check "is killable" 'sleep inf & p=$!; kill $p; wait $p 2>/dev/null; echo $?' '143\n'
check -s 1 -e "sleep: invalid time interval '1x'\nUsage: sleep NUMBER[SUFFIX]...\n" \
	"bad interval" 'sleep 1x' ''
check -s 1 -e "sleep: invalid time interval '.'\nUsage: sleep NUMBER[SUFFIX]...\n" \
	"no digits" 'sleep .' ''
check -s 1 -e "sleep: missing operand\nUsage: sleep NUMBER[SUFFIX]...\n" \
	"no operand" 'sleep' ''
