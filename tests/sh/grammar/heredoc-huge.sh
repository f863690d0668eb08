# large here-documents: many lines and a very long line go through intact
big=$(i=0; while [ $i -lt 3000 ]; do echo "line $i with some padding text"; i=$((i + 1)); done)
cat <<EOF | wc -l
$big
EOF
cat <<EOF | tail -n 1
$big
EOF
eval "cat <<'END'
$big
END" | sed -n '1p;1500p;$p'
long=$(printf '%0500d' 0 | tr 0 x)
long="$long$long$long$long$long$long$long$long$long$long"
long="$long$long$long$long$long$long$long$long$long$long"
cat <<EOF | wc -c
$long
EOF
eval "cat <<EOF | cksum
$big
$long
EOF"
cat <<EOF | cksum
$big
EOF
echo "$big" | cksum
