# rev.t - rev, compared with util-linux rev (LC_ALL=C, and C.UTF-8 where
# it reads characters)
needs applet rev
printf 'abc\n\nhello world\n  x\t y\n' > r1
printf 'last line' > r2
same "lines" 'rev r1'
same "no final newline" 'rev r2 | od -An -c'
same "files" 'rev r1 r2 r1'
same "stdin" 'rev < r1'
same "- is a file name" 'rev - r2 < r1; echo $?'
same "missing file" 'rev nope r2; echo $?'
same "a directory" 'rev .; echo $?'
same "a huge line" "awk 'BEGIN { for (i = 0; i < 500000; i++) printf \"abcdefgh\" }' | rev | cksum"
same "long lines" "awk 'BEGIN { for (i = 0; i < 100; i++) { for (j = 0; j < 5000; j++) printf \"%c\", 97 + (i + j) % 26; print \"\" } }' | rev | cksum"
same "unknown option" 'rev -x r1 2>/dev/null; echo $?'
# valid UTF-8 stays whole; util-linux needs a UTF-8 locale for that
printf '\303\251t\303\251 \342\202\254 \360\237\230\200!\n' > u
REF=rev same "UTF-8" 'LC_ALL=C.UTF-8 rev u'
# a NUL byte is a byte (util-linux ends the line there); invalid UTF-8
# bytes are reversed one by one (util-linux stops in the C locale)
check "NUL bytes" "printf 'a\\000b\\nxy\\n' | rev | od -An -c" \
	'   b  \\0   a  \\n   y   x  \\n\n'
check "invalid UTF-8" "printf '\\377a\\303\\n' | rev | od -An -c" \
	' 303   a 377  \\n\n'
