# fold.t - fold, compared with GNU fold (LC_ALL=C)
needs applet fold
printf 'aaaa\tbbbb cccc\nabcdefgh\b\b\bxyz\rq\na\tb\nab\tcd\n' > fo
awk 'BEGIN { srand(3); for (i = 0; i < 2000; i++) { l = ""; n = int(rand() * 120)
	for (j = 0; j < n; j++) { r = rand()
		l = l (r < 0.15 ? " " : r < 0.2 ? "\t" : r < 0.22 ? "\b" : r < 0.23 ? "\r" : sprintf("%c", 97 + int(rand() * 26))) }
	print l } }' > fr
same "default width" 'fold fr'
same "-w" 'fold -w 13 fr'
same "-s" 'fold -s fr'
same "-s narrow" 'fold -s -w 7 fr'
same "-b" 'fold -b fr'
same "-bs" 'fold -bs -w 17 fr'
same "--bytes --spaces --width" 'fold --bytes --spaces --width 9 fr'
same "tab, backspace, return" 'fold -w 5 fo'
same "tab wider than the width" 'fold -w 4 fo'
same "-s breaks after a tab" 'fold -s -w 6 fo'
same "-s width 1" 'fold -s -w1 fo'
same "obsolete -N" 'fold -5 fo'
same "--width -3 and -N after a file" 'fold --wid -3 fo; echo $?; fold fo -3 --width 2 -5 -- -4; echo $?'
same "-w given twice" 'fold -w3 -w4 fo'
same "-w -3" 'fold -w -3 fo; echo $?'
same "-w 0" 'fold -w 0 fo; echo $?'
same "-w x" 'fold -w x fo; echo $?'
same "-w too large" 'fold -w 99999999999999999999 fo; echo $?'
same "missing file" 'fold nope fo; echo $?'
same "no final newline" 'printf abcde | fold -w2'
same "stdin and files" 'printf "12345\n" | fold -w 3 fo - fo'
same "NUL bytes" "printf 'a\\000b\\000c\\000d\\n' | fold -w 2 | od -An -c"
same "a huge line" "awk 'BEGIN { for (i = 0; i < 300000; i++) printf \"abc def \" }' | fold -s -w 50 | cksum"
same "unknown option" 'fold -x fo 2>/dev/null; echo $?'
