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
