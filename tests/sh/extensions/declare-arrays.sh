# declare -A and typeset -A: associative arrays are not supported, so
# they are an error of status 2 with a message saying so, and nothing is
# declared; bash has them, so the expectation is our own (indexed
# arrays, declare -a, are in arrays-declare.sh)
# expect: own
declare -A map; echo "status $?"
declare -A map2=1; echo "status $?"
typeset -iA both; echo "status $?"
echo "[${map-unset}] [${map2-unset}] [${both-unset}]"
declare -p map 2>/dev/null || echo "map not declared"
