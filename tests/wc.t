# wc.t - wc, compared with GNU wc
needs applet wc
REF=wc
mkfile a "one two\nthree\n"
mkfile b "no newline at end"
mkfile empty ""
printf 'a\0b c\001\n\377 x\ty\vz\fw\rv\n' > odd
seq 100000 > big
same "default" 'wc a'
same "each count" 'wc -l a; wc -w a; wc -c a; wc -m a; wc -L a'
same "counts in order" 'wc -Lcmwl a b'
same "several files and total" 'wc a b empty'
same "width from total size" 'wc -l big a'
same "one count of one file" 'wc -l big'
same "stdin from a file" 'wc < big'
same "stdin from a pipe" 'cat a | wc'
same "stdin, one count" 'cat a | wc -l'
same "- among files" 'wc a - b < big'
same "non-regular file widens" 'wc a /dev/null'
same "no newline at end" 'wc b'
same "empty" 'wc empty'
same "odd bytes, words and width" 'wc odd; wc -L odd'
same "unprintable alone is no word" 'printf "\001 \377 \0\n" | wc -w'
same "-L tabs and carriage returns" 'printf "abcdefghi\tx\nabc\rd\n" | wc -L'
same "missing file" 'wc nosuch a; echo $?'
same "directory" 'mkdir -p d; wc d a; echo $?'
same "-c of a directory" 'wc -c d; echo $?'
same "-c of a file" 'wc -c big a'
same "-l with many lines" 'cat big big big | wc -l'
same "huge line" 'awk "BEGIN { for (i = 0; i < 300000; i++) printf \"abcdefghij \"; print \"\" }" > huge; wc huge; wc -L huge'
same "NUL bytes" 'head -c 100000 /dev/zero | wc'
same "--files0-from file" 'printf "a\0b\0" > l; wc --files0-from=l'
same "--files0-from stdin" 'printf "a\0big\0" | wc --files0-from=-'
same "--files0-from stdin, one file" 'printf "a" | wc -l --files0-from=-'
same "--files0-from empty name" 'printf "a\0\0b\0" > l; wc --files0-from=l; echo $?'
same "--files0-from - in stdin list" 'printf "a\0-\0" | wc --files0-from=-; echo $?'
same "--files0-from missing" 'wc --files0-from=nosuch; echo $?'
same "--files0-from and operand" 'wc --files0-from=l a 2> e; echo $?; head -n 1 e'
same "write error" 'wc a > /dev/full 2> /dev/null; echo $?'
