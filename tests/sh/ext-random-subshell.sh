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
# expect: own (the comment at the top says why)
