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
