# bash's arrays at some size: a+=(x) and a[${#a[@]}]=x in loops of
# thousands, each element read back by index and by "${a[@]}", a
# sparse array's holes, and deleting from the front; the run must stay
# quick (a quadratic representation would take seconds); bash is the
# reference
# expect: bash
a=()
i=0
while [ "$i" -lt 20000 ]; do
	a+=("v$i")
	i=$((i + 1))
done
echo "${#a[@]} ${a[0]} ${a[19999]} ${a[-1]}"
n=0 i=0
while [ "$i" -lt "${#a[@]}" ]; do
	n=$((n + ${#a[i]}))
	i=$((i + 1))
done
echo "$n"
b=()
for x in "${a[@]}"; do b[${#b[@]}]=$x; done
echo "${#b[@]} ${b[12345]}"
s=()
for ((i = 0; i < 30000; i += 3)); do s[i]=$i; done
echo "${#s[@]} ${s[29997]} [${s[29998]-hole}]"
for ((i = 0; i < 5000; i++)); do unset "a[$i]"; done
echo "${#a[@]} ${a[0]-gone}" "${a[@]:5000:2}" "${a[@]: -1}"
