# $- holds the single-letter options that are set
has() { case $- in *$1*) echo "$1 on" ;; *) echo "$1 off" ;; esac; }
has f; set -f; has f; set +f; has f
has u; set -u; has u; set +u
has x 2>/dev/null
set -e; has e; set +e; has e
set -C; has C; set +C; has C
set -a; has a; set +a
set -o noglob; has f; set +o noglob
(set -f; has f); has f
f() { set -u; }; f; has u; set +u
case $- in *i*) echo interactive ;; *) echo "not interactive" ;; esac
