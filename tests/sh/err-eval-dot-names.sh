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
