# env.t - env, compared with GNU env
needs applet env
same "-i" 'env -i A=1 B=2'
same "-" 'env - A=1'
same "assignments" 'env -i A=1 A=2 B=3 A=4'
same "-0" 'env -i -0 A=1 B=2 | od -c'
same "-u" 'env -i A=1 B=2 env -u A'
same "-u then -i" 'env -u PATH -i X=1'
same "empty name" 'env -i =x'
same "runs a command" 'env A=5 printenv A'
VG=1 same "-i and a command" 'env -i PATH="$PATH" A=1 printenv | grep -v ^PATH='
same "status" 'env sh -c "exit 3"; echo $?'
same "not found" 'env nosuch_t; echo $?'
same "not executable" 'touch f; env ./f; echo $?; rm f'
same "a directory" 'env /; echo $?'
same "new PATH" 'env PATH=/nonexistent printenv; echo $?'
same "-C" 'mkdir d; env -C d sh -c "basename \$PWD"; rmdir d'
same "-C missing" 'env -C nosuch_t true; echo $?'
same "-u A=B" 'env -u A=B true; echo $?'
same "-u empty" 'env -u "" true; echo $?'
same "-- is a command" 'env -i A=1 -- B=2; echo $?'
same "script without #!" 'printf "echo \$1 \$A\n" > s; chmod +x s; A=2 env ./s 1; rm s'
check -s 125 -e "env: must specify command with --chdir (-C)\nUsage: env [-i0] [-u NAME]... [-C DIR] [-S STR] [NAME=VAL]... [CMD [ARG]...]\n" \
	"-C without command" 'env -C /' ""
check -s 125 -e "env: cannot specify --null (-0) with command\nUsage: env [-i0] [-u NAME]... [-C DIR] [-S STR] [NAME=VAL]... [CMD [ARG]...]\n" \
	"-0 with command" 'env -0 true' ""
# -S: blanks split, quotes, escapes, ${NAME}, comments, \c, \_; the words
# are options again up to the first operand
same "-S words" "env -S 'printf %s| a  b\tc' d; echo"
same "-S quotes" "env -S \"printf %s| '' \\\"\\\" x\\\"y\\\"z 'a\\\\_b' 'a\\\\\\\\b' \\\"a\\\\\\\"b\\\"\"; echo"
same "-S escapes" 'env -S "printf %s| a\\_b \\\"a\\_b\\\" a\\#b a\\\$b a\\tb a\\\\b" | od -c'
same "-S \\c and #" "env -S 'printf %s| a\\cb c' ; echo; env -S 'printf %s| a#b #c d'; echo; env -S 'printf %s| \"#x\"'; echo"
same "-S variables" "env A='x y' env -S 'printf %s| a\${A}b \${A} \"\${A}\" \${NOPE}'; echo; env A=1 env -S \"printf %s| '\\\${A}'\"; echo"
same "-S options" "env -S '-i A=1 printenv'; env -iS'printenv' ; env -u HOME -S'printenv HOME' ; echo \$?; env --split-s='-S \"printf %s| q\"' r; echo"
same "-S stops at an operand" "env -S 'printf %s| a' -S b; echo; env -uS true; echo \$?; env - -S x; echo \$?"
same "-S bad strings" "for s in '\"abc' \"'abc\" 'a\\q' 'a\\ b' 'a\\' '\"a\\cb\"' '\$A' '\${A' '\${}' '\${9A}' '\"\${A-x}\"' 'a\$'; do env -S \"\$s\"; echo \$?; done"
check -s 125 -e "env: option requires an argument -- 'S'\nUsage: env [-i0] [-u NAME]... [-C DIR] [-S STR] [NAME=VAL]... [CMD [ARG]...]\n" \
	"-S without a string" 'env -iS' ""
# a #! line: the kernel passes "-S printf %s| a b" as one argument
check "-S on a #! line" 'printf "#!$TESTROOT/env -S printf %%s| a b\n" > sb; chmod +x sb; ./sb c; rm sb' \
	"a|b|./sb|c|"

# from rootbox's sh: env runs in the shell's child, and the applet it
# runs is called there; a new sh is a real exec (no shell state inherited)
check "from sh" '$TESTROOT/sh -c "f() { :; }; X=1; env Y=2 sh -c \"echo \\\$X \\\$Y; type f\"; env printenv Y; echo \$?"' \
	"2\nf: not found\n1\n"
