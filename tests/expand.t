# expand.t - expand and unexpand, compared with GNU's (LC_ALL=C)
needs applet expand
awk 'BEGIN { srand(5); for (i = 0; i < 2000; i++) { l = ""; n = int(rand() * 60)
	for (j = 0; j < n; j++) { r = rand()
		l = l (r < 0.35 ? " " : r < 0.45 ? "\t" : r < 0.46 ? "\b" : sprintf("%c", 97 + int(rand() * 26))) }
	print l } }' > e
printf ' \ta  b\bc\td\n\ta\tb\n' > e2
for t in '' '-t 4' '-t 1' '-t 3,7,11' "-t '4,/6'" "-t '4,+6'" '-3,6' \
    "-t '4 8'" '-t /0' "-t ''" '-t 2 -t 5' '--tabs=3' "-t '1,2,3,5'"; do
	same "expand $t" "expand $t e | cksum"
	same "expand -i $t" "expand -i $t e | cksum"
done
same "expand backspace" 'expand -t4 e2'
same "expand -i backspace" 'expand -i -t4 e2'
for t in '0' x 4,2 4,4 /8,4 +4,8 4,5x,6 4/8 4,/8,/9 99999999999999999999; do
	same "expand bad list $t" "expand -t '$t' e; echo \$?"
done
# the obsolete -N (from libbb's take_dash_num): a -N after --tabs or its
# abbreviation is that option's argument, -N after the files counts too
same "expand --tabs -3" 'expand --tabs -3 e2; echo $?; expand --tab -3 e2; echo $?'
same "expand -N after a file and -t" 'expand e2 -2 -t 5,9 -4; echo $?'
same "expand missing file" 'expand nope e2; echo $?'
same "expand no final newline" "printf 'a\\tb' | expand"
same "expand NUL bytes" "printf 'a\\000\\tb\\n' | expand | od -An -c"
same "expand a huge line" "awk 'BEGIN { for (i = 0; i < 200000; i++) printf \"ab\\tc \" }' | expand | cksum"

needs applet unexpand
printf 'abcdefg h\nabcdef  h\n \tx\nabcdefg\th\n       \tx\n        x\n x\n\t x\nabc\t\th\nabcdefg \th\nabcdefgh        i\na       \b b\n' > u1
for t in '' '-t 4' '-t 1' '-t 2' '-t 3,7,11' "-t '4,/6'" "-t '4,+6'" '-3,6' \
    "-t '2,/3'" "-t '1,2,3,5'" '--tabs=3'; do
	same "unexpand $t" "unexpand $t e | cksum"
	same "unexpand -a $t" "unexpand -a $t e | cksum"
	same "unexpand --first-only $t" "unexpand --first-only $t e | cksum"
done
same "unexpand cases" 'unexpand u1'
same "unexpand -a cases" 'unexpand -a u1'
same "unexpand --all -t1 cases" 'unexpand --all -t1 u1'
for t in '0' x 4,2 /8,4 4/8; do
	same "unexpand bad list $t" "unexpand -t '$t' e; echo \$?"
done
same "unexpand --tabs -3" 'unexpand --tabs -3 u1; echo $?; unexpand u1 -t2 -5 | od -An -c'
same "unexpand missing file" 'unexpand nope u1; echo $?'
same "unexpand no final newline" "printf '        a        ' | unexpand -a | od -An -c"
same "unexpand NUL bytes" "printf '\\000       x\\n        \\000\\n' | unexpand -a | od -An -c"
same "unexpand a huge line" "awk 'BEGIN { for (i = 0; i < 200000; i++) printf \"ab      c \" }' | unexpand -a | cksum"
same "unexpand unknown option" 'unexpand -i e 2>/dev/null; echo $?'
