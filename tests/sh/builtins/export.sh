# export, readonly, unset and local; export -p and readonly -p read
# back; the environment of programs

# export, readonly, unset, local (builtins.c)
export a=1 b
export -p | grep -e ' a=' -e ' b$'
env | grep -e '^a=' -e '^b='
b=2; env | grep '^b='
export -- c=3; echo "c=$c"
export -p x | grep -c ' a='
export | grep -c ' a='
readonly r=x q
readonly -p | grep -e ' r=' -e ' q$'
readonly | grep -c ' r='
readonly r; echo "readonly again: $?"
(r=y; echo not reached); echo "assign: $?"
(export r=y; echo not reached); echo "export ro: $?"
(readonly r=y; echo not reached); echo "readonly ro: $?"
(unset r; echo not reached); echo "unset ro: $?"
(export 1a; echo not reached); echo "export 1a: $?"
(export 1a=b; echo not reached); echo "export 1a=b: $?"
(export a-b; echo not reached); echo "export a-b: $?"
(export =x; echo not reached); echo "export =x: $?"
(export -x; echo not reached); echo "export -x: $?"
(readonly -x; echo not reached); echo "readonly -x: $?"
(export d=4 e 1c f=6; echo not reached); echo "partial: $?"
u=1; unset u nosuch; echo "unset: $? [${u-unset}]"
unset; echo "no names: $?"
unset -f; echo "-f no names: $?"
f() { echo func; }
f=var; unset f; f; echo "[${f-unset}]"
f=var; unset -f f; f 2>/dev/null; echo "[$f] $?"
f() { echo func; }
unset -fv f; f; echo "[${f-unset}]"
f=var; unset -vf f; f 2>/dev/null || echo "gone [$f]"
unset -f 1a; echo "-f 1a: $?"
(unset 1a; echo not reached); echo "unset 1a: $?"
(unset -x; echo not reached); echo "unset -x: $?"
g() {
	local l=1 m n=3; m=2
	echo "in: $l $m $n [${o-unset}]"
	local; echo "bare local: $?"
}
l=0 m=0; g; echo "out: $l $m [${n-unset}]"
h() { local x; x=in; echo "$x"; }; x=out; h; echo "$x"
k() { local IFS=:; set -- $1; echo "$# $2"; }; k a:b:c; echo "IFS [$IFS]"
p() { local 1x; echo not reached; }; (p); echo "local 1x: $?"
(local v; echo not reached); echo "local outside: $?"

# export and export -p: the listing can be read back in
export A=1
B=2; export B
sh -c 'echo "$A $B"'
export C
sh -c 'echo "[${C-unset}]"'
C=later; sh -c 'echo "[$C]"'
export D='with '\''quote'\'' and  spaces'
sh -c 'echo "$D"'
export -p | grep -E '^export (A|B)='
export -p | grep -c '^export C='
export -p > saved
unset D
. ./saved
echo "restored: $D"
E=prefix sh -c 'echo "prefix: $E"'; echo "after prefix: [${E-unset}]"
export F=1 G=2; sh -c 'echo "$F$G"'
unset A; sh -c 'echo "[${A-gone}]"'
export H; unset H; sh -c 'echo "[${H-gone}]"'
rm saved
export I=$(echo cmd); echo "$I"
export J=a\ b; sh -c 'echo "$J"'

# export -p and readonly -p quote a single quote the way dash does, '"'"'
export D='with '\''quote'\'' and  spaces'
export -p | grep '^export D='
readonly T='quote'\''d'
readonly -p | grep '^readonly T='
export -p > saved
unset D
. ./saved
echo "restored: $D"
rm saved

# export -p and readonly -p print commands that recreate the variables
# when read back, for awkward values: quotes, newlines, $, backslashes,
# empty, and names exported without a value
export e1="it's" e2='a"b' e3='$HOME\n' e4='' e5='line1
line2' e6='  spaced  ' e7='*'
export e8
export -p > saved
unset e1 e2 e3 e4 e5 e6 e7 e8
. ./saved
for v in e1 e2 e3 e4 e5 e6 e7; do eval "printf '%s=[%s]\n' $v \"\$$v\""; done
echo "e8: [${e8-unset}]"
sh -c 'echo "child: $e1 $e6"'
readonly r1="x'y" r2='$(echo no)'
readonly -p | grep -e ' r[12]=' > rsaved
sh -c '. ./rsaved; echo "[$r1] [$r2]"; r1=z 2>/dev/null; echo never' 2>/dev/null; echo "readonly again: $?"
rm saved rsaved

unset A B C F G
# the environment of a program: exported variables, with their current
# values; unexported ones stay in the shell; a name exported before it is
# set appears once set; export -n style removal by unset
export A=1
B=2
export C
sh -c 'echo "A=[${A-u}] B=[${B-u}] C=[${C-u}]"'
A=changed; sh -c 'echo "A=$A"'
C=now-set; sh -c 'echo "C=$C"'
env | grep -c '^B='
unset A; env | grep -c '^A='
export D="multi
line"; sh -c 'printf "%s\n" "$D"'
export E=; sh -c 'echo "E=[${E-unset}]"'
F=prefix-only env | grep '^F='; echo "F after: [${F-unset}]"
