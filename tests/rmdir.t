# rmdir.t - rmdir, compared with GNU rmdir
needs applet rmdir
umask 022
same "one" 'mkdir a b && rmdir a b; echo $?; ls'
same "not empty" 'mkdir -p x/y && rmdir x; echo $?; rm -r x'
same "not a directory" 'touch f && rmdir f; echo $?; rm f'
same "missing" 'rmdir nope ""; echo $?'
same "dot and dot-dot" 'mkdir d && cd d && rmdir . ..; echo $?; cd .. && rmdir d'
same "-v" 'mkdir -p a/b x/y && rmdir -v a/b x; echo $?; rm -r a x'
same "-p" 'mkdir -p a/b/c && rmdir -pv a/b/c; echo $?; ls'
same "-p stops at the first failure" 'mkdir -p x/y/z && touch x/f && rmdir -pv x/y/z; echo $?; ls x; rm -r x'
same "-p trailing and doubled slashes" 'mkdir -p p/q && rmdir -pv p/q//; mkdir -p p/q && rmdir -pv p//q/; echo $?'
same "-p from dot" 'mkdir -p p/q && rmdir -pv ./p/q; echo $?; ls'
same "-p absolute" 'mkdir -p p/q && rmdir -p "$PWD/p/q" 2>&1 | sed "s|$PWD|PWD|; s|/[^ ]*\x27|X\x27|"; ls'
same "-p missing" 'rmdir -p a/b/c/; echo $?'
same "--ignore-fail-on-non-empty" 'mkdir -p x/y && touch x/y/f && rmdir --ignore-fail-on-non-empty x/y; echo $?; rmdir -p --ignore-fail-on-non-empty x/y; echo $?; ls x; rm -r x'
same "--ignore-fail-on-non-empty, other errors" 'touch f; rmdir --ignore-fail-on-non-empty f nope; echo $?; rm f'
same "a symlink to a directory" 'mkdir d && ln -s d l && rmdir l; rmdir l/; echo $?; rm l; rmdir d'
same "--parents --verbose" 'mkdir -p a/b && rmdir --parents --verbose a/b'
same "name with a newline" 'mkdir "$(printf "n\nl")" && rmdir -v "$(printf "n\nl")" "$(printf "n\nl")"; echo $?'
REF=rmdir REFS=setpriv
same "permission denied" 'mkdir -p d/e && chmod 555 d && setpriv --reuid=nobody --regid=nogroup --clear-groups "$(command -v rmdir)" d/e; echo $?; chmod 755 d; rm -r d'
REF= REFS=
check -s 1 -e "rmdir: missing operand\nUsage: rmdir [-pv] [--ignore-fail-on-non-empty] DIRECTORY...\n" \
	"missing operand" 'rmdir' ""
