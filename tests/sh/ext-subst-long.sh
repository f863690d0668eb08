# ${x/pat/rep} on a long value takes time in proportion to its length,
# not its cube (bash extension; dash lacks it, so NAME.out holds what
# bash prints). The CPU limit turns the old slowness into a failure.
x=ab; n=0
while [ $n -lt 11 ]; do x=$x$x; n=$((n + 1)); done	# 4096 bytes
(
	ulimit -t 10
	y=${x//b/c}; echo "${#y} ${y%"${y#??????}"}"
	y=${x//[b]/}; echo "${#y}"
	y=${x//z/c}; echo "${#y}"
	y=${x/%b/E}; echo "${y#"${y%???}"}"
	y=${x//?b/-}; echo "${#y}"
	y=${x/#a/S}; echo "${y%"${y#???}"}"
) || echo "too slow: $?"
# expect: own (the comment at the top says why)
