# tac.t - tac, compared with GNU tac (LC_ALL=C)
needs applet tac
seq 1 20000 > s
printf 'a\nb\n\n\nc' > nofinal
printf 'aXXbXXXcXX' > xx
same "a file" 'tac s | cksum'
same "a pipe" 'cat s | tac | cksum'
same "stdin file" 'tac < s | cksum'
same "no final newline" 'tac nofinal | od -An -c'
same "no final newline, pipe" 'cat nofinal | tac | od -An -c'
same "-b" 'tac -b nofinal | od -An -c'
same "-b file" 'tac -b s | cksum'
same "--before pipe" 'cat s | tac --before | cksum'
same "-s" 'tac -s XX xx'
same "-s -b" 'tac -b -s XX xx'
same "-s pipe" 'cat xx | tac -s XX'
same "--separator=" 'tac --separator=3 s | cksum'
same "-s empty is NUL" "printf 'a\\000b\\000c' | tac -s '' | od -An -c"
same "-r" "printf 'x1y22z333w' | tac -r -s '[0-9][0-9]*'"
same "-r -b" "printf 'x1y22z333w' | tac -r -b -s '[0-9][0-9]*'"
same "-r dot" "printf 'a.b.c' | tac -s . -r"
same "-r caret" "printf 'ab\\ncd\\n' | tac -r -s '^'"
same "-r empty matches" "printf 'ab\\ncd\\n' | tac -r -s 'x*' | od -An -c"
same "-r file" "tac -r -s '[05]' s | cksum"
same "-r dollar" "printf 'ab\\ncd\\n' | tac -r -s 'b\$'"
same "several files and stdin twice" 'printf "p\nq\n" | tac nofinal - s -  | cksum'
same "missing file" 'tac nope nofinal; echo $?'
same "a directory" 'tac . >/dev/null 2>&1; echo $?'
same "NUL bytes" "printf 'a\\000\\nb\\000c\\n' | tac | od -An -c"
same "records across blocks" "awk 'BEGIN { for (i = 0; i < 3000; i++) { for (j = 0; j < i * 7 % 500; j++) printf \"x\"; print i } }' > big; tac big | cksum; tac -b big | cksum; tac -s x1 big | cksum; tac -b -s 9x big | cksum"
same "a huge line" "awk 'BEGIN { for (i = 0; i < 400000; i++) printf \"abcdefgh\"; print \"\"; print \"end\" }' > huge; tac huge | cksum; cat huge | tac | cksum"
same "unknown option" 'tac -x s 2>/dev/null; echo $?'
