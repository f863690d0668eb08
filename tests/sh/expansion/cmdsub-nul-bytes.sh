# NUL bytes in the output of a command substitution are dropped (POSIX
# leaves it unspecified; dash and bash drop them), before the trailing
# newlines are removed; the bytes around them are kept
x=$(printf 'a\0b'); echo "${#x} $x"
x=$(printf 'a\0b\0\n\0'); echo "${#x} $x"
x=$(printf '\0\0'); echo "${#x}"
x=`printf '\0x\0y\0'`; echo "${#x} $x"
printf 'one\0two\n\0\n' > f
x=$(cat f); echo "${#x} $x"
set -- $(printf 'a\0 b\0c'); echo "$# $*"
