# pivot_root.t - pivot_root's errors, compared with util-linux (the real
# pivot is in root/pivot_root.t)
needs applet pivot_root
same "NEW_ROOT missing" 'pivot_root /nonexist /nonexist/old; echo $?'
check -s 1 -e "pivot_root: missing operand after 'a'\nUsage: pivot_root NEW_ROOT PUT_OLD\n" \
	"one operand" 'pivot_root a' ''
check -s 1 -e "pivot_root: extra operand 'c'\nUsage: pivot_root NEW_ROOT PUT_OLD\n" \
	"three operands" 'pivot_root a b c' ''
