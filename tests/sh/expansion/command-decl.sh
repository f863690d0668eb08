# export and readonly reached through `command` (and command -p) still
# expand their NAME=value operands as assignments: no field splitting,
# no pathname expansion, tilde after = and : (POSIX.1-2024 2.9.1.1; dash)
HOME=/h
y='a b'
touch q1 q2
command export x=$y z=~/a:~/b w=q*
echo "[$x] [$z] [$w]"
command -p readonly r=$y; echo "[$r]"
command command export u=$y; echo "[$u]"
command export $y=1 2>/dev/null; echo "[$a]"
command eval 'v=$y'; echo "[$v]"
f() { command export "$@"; }; f t=$y; echo "[$t]"
