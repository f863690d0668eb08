# readlink.t - readlink, compared with GNU readlink
needs applet readlink
umask 022
mkdir -p d/e
: > f
ln -s f l
ln -s d/e de
ln -s ../f d/up
ln -s nothere dang
ln -s nope/x dang2
ln -s loop2 loop1
ln -s loop1 loop2
ln -s /abs/target abs
ln -s "$(printf 'n\nl')" nl
same "plain" 'readlink l de d/up dang abs'
same "plain: not a link" 'readlink f; echo $?; readlink -v f missing d; echo $?'
same "several, one fails" 'readlink l f dang; echo $?'
same "-n" 'readlink -n l; echo; readlink -n -f l'
same "-n with several" 'readlink -n l de; echo $?'
same "-z" 'readlink -z l de | od -c'
same "-f" 'readlink -f f l de de/.. d/up dang missing missing/ . / //'
same "-f: missing parent" 'readlink -v -f missing/x dang2; echo $?'
same "-f: not a directory" 'readlink -v -f f/ f/x l/ f/.; echo $?'
same "-e" 'readlink -e f l de/../up d/up; readlink -v -e missing dang dang/ de/../f; echo $?'
same "-m" 'readlink -m f/ f/x missing/x dang2 loop1 loop1/x de/../f missing/../l'
same "-f and -e: the last wins" 'readlink -v -f -e missing; readlink -e -f missing'
same "symlink loop" 'readlink -v -f loop1; echo $?; readlink -e -v loop1/x; echo $?'
same "loop, quiet" 'readlink -f loop1; echo $?'
same "-v then -q" 'readlink -v -q f; echo $?; readlink -q -v f; echo $?; readlink -s -v f'
same "empty name" 'readlink -v ""; readlink -v -f ""; echo $?'
same "name with a newline" 'readlink nl | od -c; readlink -f -v "$(printf "x\ny/z")"'
same "dot and dot-dot" 'cd d/e && readlink -f . .. ../.. ../up ../../l'
same "absolute" 'readlink -f /../.. /./ /dev/null/..; echo $?'
same "long options" 'readlink --canonicalize l && readlink --canonicalize-existing l && readlink --canonicalize-missing m/x && readlink --no-newline --verbose --zero l | od -c && readlink --quiet --silent f; echo $?'
check -s 1 -e "readlink: missing operand\nUsage: readlink [-fem] [-nqsvz] FILE...\n" \
	"missing operand" 'readlink' ""
