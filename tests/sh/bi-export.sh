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
