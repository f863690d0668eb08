# dirname.t - dirname, compared with GNU dirname
needs applet dirname
same "names" 'dirname /a/b/ a / // "" a/ ///a//b// /a //a'
same "-z" 'dirname -z a/b c | od -c'
same "write error" 'dirname a > /dev/full'
check -s 1 -e "dirname: missing operand\nUsage: dirname [-z] NAME...\n" \
	"missing operand" 'dirname' ""
