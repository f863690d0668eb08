# bash's indexed arrays: a=(...) with its words expanded as a command's
# (braces, $@, globs, command substitution, tilde, splitting) and
# [i]=x keys (the next one after them), a+=(...) after the highest
# index, a[i]=x and a[i]+=x with arithmetic and negative subscripts,
# ${a[i]}, $a as ${a[0]}, "${a[@]}" and "${a[*]}" as "$@" and "$*"
# (IFS joins), ${#a[@]}, ${#a[i]}, ${!a[@]}, sparse arrays and unset,
# a scalar as an array of one, arrays in for and as arguments, [[ -v ]]
# and [[ == ]] on elements, and arithmetic on elements; bash is the
# reference
# expect: bash
a=(1 2 3); echo "${a[@]}" "${#a[@]}" "${a[1]}" "$a"
a=([3]=x [7]=y z); echo "${!a[@]}" "${a[@]}" "${a[8]}"
a=(); echo "${#a[@]} [${a[*]}]"; printf '<%s>' "${a[@]}"; echo
set -- p1 "p 2"
mkdir d && : > d/f1 && : > d/f2
a=(x{1,2} "$@" 'q r' d/* d/*.none $(echo c d) ~ "~" "$HOME/k" '')
for e in "${a[@]}"; do printf '[%s]' "${e/#$HOME/HOME}"; done; echo
echo "${#a[@]}"
a=(1 2); a+=(3 "4 5"); a+=(); echo "${#a[@]}" "${a[3]}"
a=([5]=a); a+=(b); a[2]+=c; a[2]+=d; echo "${!a[@]}" "${a[@]}"
a=(
	one	# a comment
	two
	# one more
	three
); echo "${a[*]}"
i=2; b[i+1]=q; b[$i]=r; b[i*2]=s; b[-1]=t; echo "${!b[@]}" "${b[@]}"
b[0]=u; b[-5]=v; echo "${b[*]}"; echo "${b[-1]}" "${b[-4]}" "${b[i]}"
b[1]+=w; b[1]+=z; echo "${b[1]}"
c=(a "b c" d); IFS=:; echo "${c[*]}"; x="${c[*]}"; echo "$x"
IFS=; echo "${c[*]}"; unset IFS; echo "${c[*]}"
printf '<%s>' "${c[@]}"; echo; printf '<%s>' ${c[@]}; echo
printf '<%s>' "${c[*]}"; echo; printf '<%s>' ${c[*]}; echo
printf '<%s>' "x${c[@]}y"; echo; printf '<%s>' "${c[@]}" "${c[@]}"; echo
for w in "${c[@]}"; do echo "[$w]"; done
for w in ${c[@]}; do echo "($w)"; done
echo "${#c[1]} ${#c[@]} ${#c[*]} ${#c}"
d=(a b c d e); unset 'd[1]' 'd[3]'; echo "${!d[@]} ${#d[@]} ${d[*]}"
unset 'd[-1]'; echo "${!d[*]}"; unset 'd[7]'; echo "${#d[@]}"
unset d; echo "${d[@]-gone} ${#d[@]}"
e=(a b c); unset 'e[@]'; echo "${#e[@]} ${e[0]-none}"
s=scalar; echo "${s[0]} ${s[@]} ${#s[@]} ${!s[@]} [${s[1]-unset}]"
s[2]=two; echo "${!s[@]}" "${s[@]}"
t=(1 2 3); t=x; echo "${t[@]}"
u=([1]=x); echo "[${u-unset}] [$u] [${u[0]-unset}]"
n=(10 20); echo $(( n[0] + n[1] )) $(( n )) $((n[-1]))
(( n[1] += 5, n[3] = n[0] * 2 )); echo "${!n[@]}" "${n[@]}"
i=0; (( n[i++]++ )); echo "$i" "${n[0]}"
let 'n[4]=7'; echo "${n[4]}"
for ((i = 0; i < ${#n[@]}; i++)); do printf '%s ' "${n[i]}"; done; echo
idx=1; echo "${n[idx]}" "${n[$idx]}" "${n[idx+1]}" "${n[ idx ]}"
ref='n[1]'; echo "${!ref}"; ref='n[@]'; echo "${!ref}"
echo "${n[@]:-e}" "${none[@]:-empty}" "${n[@]:+alt}" "${none[@]+set}"
echo "${n[0]:-e}" "${n[9]:-e}" "${n[9]-u}" "${n[9]=set}" "${n[9]}"
v=(1 "" 3); w=([2]=x)
[[ -v v[1] ]] && echo "v[1] set"; [[ -v v[5] ]] || echo "v[5] unset"
[[ -v v ]] && echo "v set"; [[ -v w ]] || echo "w[0] unset"
[[ -v w[@] ]] && echo "w has some"; [[ -v none[@] ]] || echo "none has none"
[[ -v w[-1] ]] && echo "w[-1] set"; [[ ${v[2]} == 3 && "${v[*]}" == "1  3" ]] && echo eq
