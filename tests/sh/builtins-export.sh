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
