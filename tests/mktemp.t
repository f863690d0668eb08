# mktemp.t - mktemp, compared with GNU mktemp; the random part of each
# name is shown as XXXXXXXXXX
needs applet mktemp
umask 022
FILTER='s#\(tmp\.\|foo\.\|foo\|/\)[A-Za-z0-9]\{3,\}\(\.c\|bar\|\.d\)\{0,1\}$#\1XXXXXXXXXX\2#'
unset TMPDIR
REF=mktemp
mkdir T P
same "a file in the working directory" 'n=$(mktemp fooXXX) && stat -c "%F %a %s" "$n" && echo "$n"; rm -f foo???'
same "a directory" 'n=$(mktemp -d fooXXXXX) && stat -c "%F %a" "$n" && rmdir "$n"'
same "default template, TMPDIR" 'n=$(TMPDIR=T mktemp) && echo "$n" && stat -c %a "$n" && rm "$n"'
same "-p" 'mktemp -p P fooXXX && mktemp -p P/ && rm P/*'
same "-p empty is TMPDIR" 'TMPDIR=T mktemp -p "" fooXXX && rm T/*'
same "--tmpdir" 'TMPDIR=T mktemp --tmpdir fooXXX && mktemp --tmpdir=P fooXXX && rm T/* P/*'
same "-t" 'TMPDIR=T mktemp -t fooXXX && mktemp -p P -t fooXXX && TMPDIR=T mktemp -t -p P fooXXX && rm T/* P/*'
same "TMPDIR empty" 'TMPDIR= mktemp -u -t fooXXX'
same "--suffix" 'mktemp --suffix=.c fooXXX && mktemp fooXXX.c && mktemp foo.XXXXbar && mktemp --suffix= fooXXX; rm -f foo*'
same "-u" 'mktemp -u fooXXX && mktemp -u -p nodir && ls'
same "-d -u" 'mktemp -d -u -p P; ls P'
same "too few X's" 'mktemp fooXX; mktemp foo; mktemp ""; mktemp -q fooX; echo $?'
same "--suffix errors" 'mktemp --suffix=/x fooXXX; mktemp --suffix=.c fooXXXbar; mktemp foo/XXXbar/baz; echo $?'
same "template errors" 'mktemp -p P /abs/fooXXX; mktemp -t /abs/fooXXX; mktemp -t dir/fooXXX; echo $?'
same "missing directory" 'mktemp nodir/fooXXX; mktemp -d nodir/XXX; mktemp -p nodir fooXXX; echo $?'
same "-q" 'mktemp -q nodir/fooXXX; mktemp -q -d -p nodir; echo $?'
same "name with a newline" 'mktemp "$(printf "a\nb")"; echo $?'
REF=mktemp REFS=setpriv
same "permission denied" 'mkdir -m 555 d && setpriv --reuid=nobody --regid=nogroup --clear-groups "$(command -v mktemp)" -p d; echo $?; rmdir d'
REFS=
check -s 1 -e "mktemp: extra operand 'b'\nUsage: mktemp [-dqtu] [-p DIR] [--suffix=SUFF] [--tmpdir[=DIR]] [TEMPLATE]\n" \
	"two templates" 'mktemp a b' ""
