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
