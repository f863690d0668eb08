# ln.t - ln, compared with GNU ln
needs applet ln
umask 022
# each case starts from the same tree and lists what it left
setup='rm -rf w && mkdir w && cd w && touch a b && mkdir d e e/sub && ln -s d ld && ln -s a sa'
list='find . -printf "%p %y %l %n\n" | sort'
t() {
	same "$1" "$setup && { $2; echo \$?; $list; }"
}
t "hard link" 'ln a c'
t "symlink" 'ln -s a c'
t "into a directory" 'ln a b d'
t "symlinks into a directory" 'ln -s a b d/'
t "one operand" 'ln d/../a; ln -s /x/y/'
t "one operand, exists" 'ln a'
t "-t" 'ln -t d a b && ln -st e/sub ../a'
t "exists" 'ln a b; ln -s a b'
t "same name" 'ln a a; ln -s a a'
t "-f replaces" 'ln -f a b && ln -sf a c && ln -sf b c'
t "-f: the same file" 'ln -f a a; ln -sf a a; ln -f ./a a; ln -f a ld/../a; ln -sf sa a'
t "-f: another hard link is fine" 'ln a c && ln -f c a && ln -f a c'
t "-f: not over a directory" 'ln -sfT b e; ln -fT b e'
t "-f through a symlink to a directory" 'ln -f a ld'
t "-n" 'ln -sfn a ld; ln -sfn b e/sub'
t "-T" 'ln -T a d; ln -sT b e; ln -T a c'
t "-v" 'ln -v a c && ln -sv b d && ln -fv a c && ln -sfv x c'
t "-r" 'ln -srv a d/x && ln -srv d/x y && ln -srv missing/q d/z && ln -srv a ld/w && ln -srv . d/dot'
t "-r needs -s" 'ln -r a x'
t "-r into a directory" 'ln -srv a e/sub'
t "-L and -P" 'ln -L sa c && ln -P sa h && ln sa i'
t "-L: a loop" 'ln -s lp lp; ln -L lp x'
t "hard link to a directory" 'ln d x'
t "missing source" 'ln missing x; ln "" x'
t "missing directory" 'ln a nodir/x; ln -s a nodir/x; ln -f a nodir/x; ln -sf a nodir/x'
t "target is not a directory" 'ln a b sa; ln a b nd; ln -t a b; ln -t nd a'
t "-t and -T" 'ln -t d -T a'
t "empty link name" 'ln -s a ""; ln a ""'
t "trailing slashes" 'ln -sv a d//; ln -sv a b2/; ln -f a b/'
t "names with a newline" 'ln -sv "$(printf "n\nl")" nl && ln -v a "$(printf "n\nl2")"'
t "long options" 'ln --symbolic --verbose --relative a d/l1 && ln --force --no-dereference --symbolic b ld && ln --target-directory=e --logical sa && ln --physical --no-target-directory a c'
# as root nothing is denied: nobody tries (ln by its full name, which
# nobody may not find through root's PATH)
REF=ln REFS=setpriv
same "permission denied" "$setup"' && chmod 555 d && l=$(command -v ln) && setpriv --reuid=nobody --regid=nogroup --clear-groups "$l" -s a d/x; echo $?; setpriv --reuid=nobody --regid=nogroup --clear-groups "$l" a d/y; echo $?'
REF= REFS=
check -s 1 -e "ln: missing operand\nUsage: ln [-fnrsTv] [-L|-P] SOURCE [LINK]\n" \
	"missing operand" 'ln' ""
check -s 1 -e "ln: missing destination file operand after 'a'\nUsage: ln [-fnrsTv] [-L|-P] SOURCE [LINK]\n" \
	"-T with one operand" 'ln -T a' ""
check -s 1 -e "ln: extra operand 'c'\nUsage: ln [-fnrsTv] [-L|-P] SOURCE [LINK]\n" \
	"-T with three operands" 'ln -T a b c' ""
