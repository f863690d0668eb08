# realpath.t - realpath, compared with GNU realpath
needs applet realpath
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
same "default" 'realpath f l de de/.. d/up dang missing . /'
same "missing parent" 'realpath missing/x dang2; echo $?'
same "not a directory" 'realpath f/ f/x l/ f/. f/../f; echo $?'
same "-e" 'realpath -e f l d/up; realpath -e missing dang de/../f; echo $?'
same "-m" 'realpath -m f/ f/x missing/x dang2 loop1 loop1/x missing/../l'
same "-e and -m: the last wins" 'realpath -e -m m/x; realpath -m -e m/x'
same "-s" 'realpath -s l de/../f dang dang2 missing/x missing/x/ d/../missing/x'
same "-s errors" 'realpath -s f/ f/x missing/. missing/../f f/.. loop1; echo $?'
same "-s -e" 'realpath -s -e l; realpath -s -e dang missing/x; echo $?'
same "-s -m" 'realpath -s -m f/ loop1 missing/../x'
same "-L" 'realpath -L de/../f l de; realpath -L dang2 missing/../f; echo $?'
same "-L -P -s: the last wins" 'realpath -L -s l; realpath -s -L l; realpath -s -P l; realpath -P -s l'
same "symlink loop" 'realpath loop1 loop1/x loop1/../f; echo $?'
same "-q" 'realpath -q missing/x f loop1; echo $?'
same "-z" 'realpath -z --relative-to=. f l | od -c'
same "empty name" 'realpath ""; echo $?'
same "name with a newline" 'mkdir "$(printf "n\nl")" && realpath "$(printf "n\nl")" | sed "s|$PWD/||g" | od -c; realpath "$(printf "x\ny/z")"; rmdir "$(printf "n\nl")"'
same "--relative-to" 'realpath --relative-to=d f d/e d de/..'
same "--relative-to a file" 'realpath --relative-to=f f d'
same "--relative-to the root" 'realpath --relative-to=/ / d'
same "--relative-to missing" 'realpath --relative-to=missing f; realpath --relative-to=missing/x f; echo $?; realpath -m --relative-to=missing/x f'
same "--relative-to, -q is no help" 'realpath -q --relative-to=missing/x f; echo $?'
same "--relative-base" 'realpath --relative-base=d f d/e d /'
same "--relative-base the root" 'realpath --relative-base=/ / d'
same "both, to below base" 'realpath --relative-base=.. --relative-to=d f d/e .. /'
same "both, to not below base" 'realpath --relative-base=d --relative-to=.. f d/e d'
same "--relative-to with -s" 'realpath -s --relative-to=de l; realpath -L --relative-to=de d'
same "long options" 'realpath --canonicalize-existing l && realpath --canonicalize-missing m/x && realpath --strip l && realpath --no-symlinks l && realpath --logical de/../f && realpath --physical de/../f && realpath --zero --quiet l m/x | sed "s|$PWD/||g" | od -c'
check -s 1 -e "realpath: missing operand\nUsage: realpath [-emLPqsz] [--relative-to=DIR] [--relative-base=DIR] FILE...\n" \
	"missing operand" 'realpath' ""
