# declare -a and -A: arrays are not supported, so they are an error of
# status 2 with a message saying so, and nothing is declared; bash has
# arrays, so the expectation is our own
# expect: own
declare -a arr; echo "status $?"
declare -A map=1; echo "status $?"
typeset -ia both; echo "status $?"
echo "[${arr-unset}] [${map-unset}] [${both-unset}]"
