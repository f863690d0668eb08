# errors while eval or . runs name eval or the file, after the line

# syntax errors while eval or . runs name it after the line, as dash's
# do ("X: line 2: eval: syntax error: ..."); a . file is named by the
# path it was found at; a function defined by . and called later names
# nothing. Each case in a subshell, as the errors end it.
(eval 'echo a
fi') 2>&1
(x=$(eval '(')) 2>&1
mkdir d
printf 'echo in\n\nfi\n' > d/syn
printf 'echo ${x?boom}\n' > d/exp
printf 'f() { echo ${y?late}; }\n' > d/fn
printf 'echo in; eval "fi"\n' > d/evsyn
(. d/syn) 2>&1; echo "status $?"
(PATH=d; . syn) 2>&1
(. d/fn; f) 2>&1
(eval '. d/exp') 2>&1
(. d/evsyn) 2>&1
(command . d/syn; echo "went on $?"; echo ${z?after}) 2>&1
rm -r d

# an expansion error (or any shell error) while eval runs names eval, as
# dash does: "sh: 1: eval: x: parameter not set"; a builtin run from eval
# names only itself; a function defined by eval and called later, and a
# trap run at exit, do not name eval. Each case in a subshell: the error
# ends it.
(eval 'echo ${x?}') 2>&1; echo "status $?"
(eval 'echo ${x:?custom}') 2>&1
(eval 'eval "echo \${y?}"') 2>&1
(eval '(echo ${x?})') 2>&1
(eval 'v=$(echo ${y?})') 2>&1
(eval 'echo $((1/0))') 2>&1
(eval 'echo ${x!}') 2>&1
(eval 'readonly r=1; r=2') 2>&1
(eval 'shift 5') 2>&1
(eval 'true; command shift 4; echo ${x?}') 2>&1
(command eval 'echo ${x?}'; echo ${x?}) 2>&1
(eval 'f() { echo ${x?}; }'; f) 2>&1
(f() { eval 'return 1'; }; f; echo ${x?}) 2>&1
(trap 'echo ${x?}' EXIT) 2>&1
(eval 'g() { echo ${x?}; }'; eval g) 2>&1
