# basename.t - basename, compared with GNU basename
needs applet basename
same "name" 'basename /usr/lib/x.c; basename x; basename /usr/lib/'
same "slashes" 'basename / ; basename // ; basename ///a//'
same "empty" 'basename ""'
same "suffix" 'basename /a/b.c .c; basename .c .c; basename b.c c/.c; basename a.c ""'
same "-a" 'basename -a a/b c/ /d'
same "-s" 'basename -s .c a.c b/x.c y.h; basename --suffix=.c x.c'
same "-z" 'basename -z a/b | od -c; basename -za a/ b | od -c'
same "--" 'basename -- -a; basename -- -s.c x.c'
same "write error" 'basename a > /dev/full'
check -s 1 -e "basename: missing operand\nUsage: basename NAME [SUFFIX]\n" \
	"missing operand" 'basename' ""
check -s 1 -e "basename: extra operand 'c'\nUsage: basename NAME [SUFFIX]\n" \
	"extra operand" 'basename a b c' ""
