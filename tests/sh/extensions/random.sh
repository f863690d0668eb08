# $RANDOM and $SECONDS (bash extensions; dash lacks them, so NAME.out
# holds what bash prints, as each part below says)

# $RANDOM is 0..32767 and changes, RANDOM=seed repeats; $SECONDS counts
# (bash extensions; dash lacks them, so NAME.out holds what bash prints)
a=$RANDOM b=$RANDOM
[ "$a" -ge 0 ] && [ "$a" -le 32767 ] && echo "in range"
n=0; same=0
while [ $n -lt 20 ]; do [ $RANDOM = $RANDOM ] && same=$((same + 1)); n=$((n + 1)); done
[ $same -lt 5 ] && echo "it changes"
[ "$SECONDS" -ge 0 ] && [ "$SECONDS" -lt 5 ] && echo "SECONDS counts from start"
SECONDS=100; [ "$SECONDS" -ge 100 ] && echo "SECONDS can be set"

# each subshell draws its own $RANDOM numbers rather than repeating its
# parent's next one (bash extension; dash lacks it, so NAME.out holds what
# bash prints); RANDOM=seed inside a subshell still repeats
RANDOM=7
a=$(echo $RANDOM) b=$(echo $RANDOM) c=$( (echo $RANDOM) ) d=$(echo $RANDOM | cat)
e=$(echo $RANDOM) f=$(echo $RANDOM)
n=0
for x in $b $c $d $e $f; do [ "$x" = "$a" ] && n=$((n + 1)); done
[ $n -lt 3 ] && echo "subshells differ"
x=$(RANDOM=3; echo $RANDOM) y=$(RANDOM=3; echo $RANDOM)
[ "$x" = "$y" ] && echo "seeded subshells repeat"
# expect: bash
