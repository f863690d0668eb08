# set -a: every variable assigned while it is on is exported

# set -a: assignments are exported
set -a
exported=yes
set +a
notexp=no
sh -c 'echo "[$exported] [$notexp]"'
set -o allexport
readv=1; read r2 <<EOT
from-read
EOT
set +o allexport
sh -c 'echo "[$readv] [$r2]"'
for loopvar in x; do :; done
sh -c 'echo "[$loopvar]"'

# set -a: every variable assigned while it is on is exported, also by
# read, getopts, for, ${x=}, arithmetic and a command prefix
set -a
v1=plain
read v2 <<EOF2
from-read
EOF2
for v3 in from-for; do :; done
: ${v4=from-default}
: $((v5 = 5))
getopts a v6 -a
set +a
sh -c 'echo "[$v1] [$v2] [$v3] [$v4] [$v5] [$v6]"'
n1=not-exported
sh -c 'echo "[${n1-unset}]"'
v1=changed; sh -c 'echo "still exported: $v1"'
set -a; f() { local l=1; sh -c 'echo "local: [${l-unset}]"'; }; f; set +a
