# with no positional parameters "$@" gives no field at all, alone or
# with other empty quoted parts, while "$*" gives one empty field
show() { printf '%s' "$#:"; for a; do printf '[%s]' "$a"; done; echo; }
set --
show "$@"
show "$*"
show $@ $*
show "$@" "$@"
show "x$@"
show "$@y"
show ''"$@"
show "$@"''
show "${@}"
show "${@-}"
show "${@:-d}"
show "${*:-d}"
for i in "$@"; do echo never; done; echo "for: none"
f() { echo "f got $#"; }
f "$@"
a="$@"; show "$a"
set -- "$@"; echo "still $#"
[ "$@" ] || echo "test with no args: false"
set -- ""
show "$@"
show "$@$@"
