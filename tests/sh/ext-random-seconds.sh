# $RANDOM is 0..32767 and changes, RANDOM=seed repeats; $SECONDS counts
# (bash extensions; dash lacks them, so NAME.out holds what bash prints)
a=$RANDOM b=$RANDOM
[ "$a" -ge 0 ] && [ "$a" -le 32767 ] && echo "in range"
n=0; same=0
while [ $n -lt 20 ]; do [ $RANDOM = $RANDOM ] && same=$((same + 1)); n=$((n + 1)); done
[ $same -lt 5 ] && echo "it changes"
[ "$SECONDS" -ge 0 ] && [ "$SECONDS" -lt 5 ] && echo "SECONDS counts from start"
SECONDS=100; [ "$SECONDS" -ge 100 ] && echo "SECONDS can be set"
# expect: own (the comment at the top says why)
