# ${#OP...}: $# with an operator (${##x} ${#%1} ${#-x} ${#?x} ${#:-x}),
# while ${##} ${#?} ${#-} alone are the lengths of $# $? $-
# bash's brace expansion (set -B, in $-) off: dash, the reference, lacks it
case $- in *B*) set +B;; esac
set -- a
echo "[${##x}] [${##0}] [${##1}] [${#%1}] [${#%%1}]"
echo "[${#-x}] [${#:-x}] [${#+x}] [${#:+y}] [${#=x}] [${#?x}]"
echo "[${##}] [${#?}] [${#-}] [${#}] [${#1}]"
set -- 1 2 3 4 5 6 7 8 9 10 11
echo "[${##1}] [${#%1}] [${###}] [${#-}] [${##}]"
x=$(set --; echo "${#:-none}|${#:+some}|${#-u}"); echo "$x"
