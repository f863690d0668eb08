# comm.t - comm, compared with GNU comm
needs applet comm
mkfile a "a\nc\nd\nf\n"
mkfile b "b\nc\nf\ng\n"
mkfile u1 "a\nc\nb\nd\n"
mkfile u2 "b\nc\ne\n"
mkfile d1 "a\na\nb\n"
mkfile d2 "a\nb\nb\n"
mkfile nonl "c\nz"
same "default" 'comm a b'
same "-1" 'comm -1 a b'
same "-2" 'comm -2 a b'
same "-3" 'comm -3 a b'
same "-12" 'comm -12 a b'
same "-13" 'comm -13 a b'
same "-23" 'comm -23 a b'
same "-123" 'comm -123 a b'
same "stdin" 'comm - b' "c\nz\n"
same "repeated lines" 'comm d1 d2'
same "no newline at the end" 'comm nonl b'
same "--output-delimiter" 'comm --output-delimiter=:: a b'
same "empty --output-delimiter" 'comm --output-delimiter= a b | tr "\0" @'
same "--total" 'comm --total a b'
same "--total -12 with delimiter" 'comm -12 --total --output-delimiter=, a b'
same "-z" 'printf "a\0c" > z1; printf "b\0c\0" > z2; comm -z z1 z2 | tr "\0" :; rm z1 z2'
same "unsorted" 'comm u1 u2 2>&1; echo $?'
same "unsorted, other order" 'comm u2 u1 2>&1; echo $?'
same "--check-order" 'comm --check-order u1 u2 2>&1; echo $?'
same "--nocheck-order" 'comm --nocheck-order u1 u2 2>&1; echo $?'
same "the last order option wins" 'comm --check-order --nocheck-order u1 u2 2>&1; echo $?'
same "unsorted but all paired" 'printf "b\na\n" > e; comm e e 2>&1; echo $?; rm e'
same "disorder seen at the end" 'printf "b\na\n" > e; printf "b\nz\n" > f; comm e f 2>&1; echo $?; rm e f'
same "disorder before an unpaired line" 'printf "b\na\nc\n" > e; printf "b\na\n" > f; comm e f 2>&1; echo $?; rm e f'
same "disorder in paired lines" 'printf "a\nb\nd\nc\n" > e; printf "b\nd\nc\n" > f; comm e f 2>&1; echo $?; rm e f'
same "missing file" 'comm a nosuch; echo $?'
same "directory" 'comm a .; echo $?'
check -s 1 -e "comm: missing operand after 'a'\nUsage: comm [-123z] [--total] [--output-delimiter STR] FILE1 FILE2\n" \
	"one operand" 'comm a' ""
