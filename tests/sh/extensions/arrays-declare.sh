# bash's arrays with declare, typeset, local, export and readonly:
# declare -a (a scalar's value becomes element 0), declare -a NAME=(...),
# -p printing arrays as bash does (quoting, empty, declared but unset),
# the listing of declare -p and set, -i and -u on elements, -r, +a
# refused, local -a and local a=(...) scoped to the function, export of
# an array (nothing in the environment), read -a, and a=(...) before a
# command (dropped, as bash), declare a[i]=x; bash is the reference
# expect: bash
declare -a a=(1 "b c" 'd"e' '$x' 'f\g'); declare -p a
declare -a b; declare -p b; echo "${#b[@]} [${b-unset}]"; b+=(x); declare -p b
declare -a c=(); declare -p c
typeset -a d=([2]=two [4]=four); declare -p d
e=scalar; declare -a e; declare -p e
declare -a f=(1) g h=(2 3); declare -p f g h
nl=('a
b' "	tab"); declare -p nl
declare -ai n=(1+1 3*2 "4 + 4"); declare -p n; n+=(2*5); n[0]+=3; declare -p n
declare -au up=(ab cd); up+=(ef); up[5]=gh; declare -p up
declare -ar ro=(1 2); declare -p ro
readonly rb=(x y); declare -p rb
declare -a big; big[100]=z; big[3]=y; declare -p big
declare -p a d | while read -r l; do echo "listed: $l"; done
set | grep '^[ad]='
declare | grep '^d='
declare +a a 2>/dev/null; echo "status $?"; declare -p a
f1() {
	local -a la=(l1 l2); la+=(l3); declare -p la
	local lb=(in f1); lb[3]=x; declare -p lb
	local g; declare -p g
	declare -a ld=(d); declare -p ld
	declare -ga gl=(global); g[1]=y
}
g=(outer); lb=(outer lb); f1
declare -p g lb gl; declare -p la ld 2>/dev/null || echo "no la, no ld"
f2() { local -i li=(1+1); li[1]=2*3; echo "${li[*]}"; }; f2
export ex=(1 2); declare -p ex; env | grep -c '^ex=' ; sh -c 'echo "[$ex]"'
ex2=(a b); export ex2; declare -p ex2; env | grep -c '^ex2='
read -a r <<'EOT'
  one two   three  
EOT
declare -p r
IFS=: read -ra r2 <<'EOT'
a:b::c\d:
EOT
declare -p r2
read -a r3 < /dev/null; echo "status $?"; declare -p r3
r=(old values here); echo x | read -a r; declare -p r
read -a r <<< ''; declare -p r
t=(1 2) true; echo "[${t[*]-unset}]"
u=(1 2) :; echo "[${u[*]-unset}]"
declare -a v=(1 2); v=x; declare -p v; v+=y; declare -p v
declare s1[2]=x; declare -i s2[1]=1+1 s2[3]+=4; declare -a s3[5]; declare -p s1 s2 s3
f3() { local -a s4[1]=y; declare -p s4; }; f3
declare 's5[1' 2>/dev/null || echo "s5: status $?"
