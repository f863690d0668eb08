# "$@" and "$*" (and unquoted forms) in every context: arguments,
# assignments, case words, here-docs, for lists, ${x-...} words
show() { printf '%s' "$#:"; for a; do printf '[%s]' "$a"; done; echo; }
set -- 'a b' '' c
show "$@"
show "$*"
show $@
show $*
show "x$@y"
show "x$*y"
show "$@$@"
a="$@"; show "$a"
b=$*; show "$b"
c=$@; show "$c"
case "$*" in "a b  c") echo "case star" ;; esac
case $@ in "a b  c") echo "case at" ;; esac
cat <<E
here: $* | $@
E
for i in "$@"; do printf '<%s>' "$i"; done; echo
show ${u-"$@"}
show "${u-$@}"
IFS=-
show "$*" "$@"
show $*
IFS=
show "$*"
show $*
show $@
unset IFS
show "$*"
