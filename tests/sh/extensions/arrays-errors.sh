# errors of bash's arrays, each in a subshell with its status (the
# messages differ in wording, so stderr is dropped): a bad subscript
# (negative past the start, empty) ends the shell when assigned to,
# only warns when read or unset or in a=([i]=x); a readonly array
# refuses a=(), a[i]=, a+=() and read -a, and unset 'r[i]' warns; a[i]=x
# or a=() in front of a command; then errors whose status is the
# shell's own (2 here, 1 in bash), so only their failure is shown:
# a=(...) where it is not an assignment and an unterminated a=( are
# syntax errors, and an unclosed a[ in arithmetic, a bad ${a[@]x} and a
# negative slice length end the shell; bash is the reference
# expect: bash
a=(1 2)
(a[-5]=3; echo "not reached") 2>/dev/null; echo "status $?"
(a[]=3; echo "not reached") 2>/dev/null; echo "status $?"
(a=([-1]=x [-2]=y z); echo "went on: ${!a[*]} ${a[*]}") 2>/dev/null
echo "status $?"
(echo "[${a[-5]}]"; echo "went on") 2>/dev/null; echo "status $?"
(echo "$((a[-3] + 1))"; echo "went on") 2>/dev/null; echo "status $?"
(unset 'a[-9]'; echo "status $?"; echo "${a[*]}") 2>/dev/null
readonly r=(x y)
(r=(z); echo "not reached") 2>/dev/null; echo "status $?"
(r[0]=z; echo "not reached") 2>/dev/null; echo "status $?"
(r+=(z); echo "not reached") 2>/dev/null; echo "status $?"
(r[5]+=z; echo "not reached") 2>/dev/null; echo "status $?"
(unset 'r[0]'; echo "went on $?") 2>/dev/null; echo "status $?"
(read -a r <<< 'q'; echo "status $?") 2>/dev/null
echo "${r[*]}"
(b[1]=x true; echo "status $? [${b[*]-unset}]") 2>/dev/null
(c=(1 2) true; echo "status $? [${c[*]-unset}]") 2>/dev/null
(eval 'echo a=(1 2)') 2>/dev/null || echo "failed"
(eval 'for i in a=(1); do :; done') 2>/dev/null || echo "failed"
(eval 'a=(1 2'; echo "not reached") 2>/dev/null || echo "failed"
(eval 'a=(1; 2)'; echo "not reached") 2>/dev/null || echo "failed"
(eval 'echo $((a[1))'; echo "not reached") 2>/dev/null || echo "failed"
(eval 'echo ${#a[@]x}'; echo "not reached") 2>/dev/null || echo "failed"
(echo "${a[@]:1:-1}"; echo "not reached") 2>/dev/null || echo "failed"
echo "${a[*]} ${r[*]}"
