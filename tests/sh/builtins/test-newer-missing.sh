# test -nt and -ot with a file that does not exist (POSIX.1-2024): an
# existing file is newer than a missing one, a missing one older than an
# existing one; two missing files are neither. dash 0.5.12 says false to
# all of these, so NAME.out holds the standard's answers (bash agrees)
r() { test "$@"; echo "$* : $?"; }
: > here
r here -nt nosuch
r nosuch -nt here
r nosuch -ot here
r here -ot nosuch
r nosuch -nt nosuch2
r nosuch -ot nosuch2
[ here -nt nosuch ] && echo "[ agrees"
rm here
# expect: own (the comment at the top says why)
