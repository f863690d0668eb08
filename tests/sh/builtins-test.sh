# test and [ as the shell runs them
[ a = a ] && echo eq
[ a != b ] && echo ne
test -n x && echo nonempty
test -z "" && echo empty
[ 3 -lt 10 ] && echo lt
[ 10 -gt 3 ] && echo gt
[ 5 -eq 5 -a 6 -ne 7 ] && echo and
[ 1 -eq 2 -o 3 -eq 3 ] && echo or
[ ! -e nosuch ] && echo "not exists"
touch f; mkdir d
[ -f f ] && [ -d d ] && [ ! -f d ] && echo files
[ -s f ] || echo "empty file"
[ -r f -a -w f ] && echo rw
ln -s f l; [ -h l ] && [ -L l ] && echo symlink
[ -x d ] && echo "dir searchable"
[ "" ] || echo "empty string false"
[ x ] && echo "string true"
[ ] || echo "no args false"
test; echo "test alone: $?"
[ '(' a = a ')' ] && echo parens
[ -n ] && echo "one arg -n is a string"
v=
[ -z "$v" ] && echo "quoted empty"
[ "$v" = "" ] && echo "compare empty"
[ 01 -eq 1 ] && echo "leading zero"
[ a \< b ] && echo "string less"
[ f -ef f ] && echo same-file
rm -r f d l
