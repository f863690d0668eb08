# printenv.t - printenv, compared with GNU printenv
needs applet printenv
REF=printenv
same "names" 'A=1 B= printenv A B'
same "missing" 'A=1 printenv A NOPE_T; echo $?'
same "= in a name" 'A=1 printenv A=1; echo $?'
same "-0" 'A=1 B=2 printenv -0 A B | od -c'
same "all" 'PRINTENV_T=x printenv | grep "^PRINTENV_T="'
same "all -0" 'PRINTENV_T=x printenv -0 | tr "\0" "\n" | grep "^PRINTENV_T="'
check -s 2 -e "printenv: invalid option -- 'x'\nUsage: printenv [-0] [NAME]...\n" \
	"bad option" 'printenv -x' ""
