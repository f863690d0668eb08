# a redirection of an fd that was closed is undone by closing it again,
# for builtins, functions, compound commands and external commands: a
# new file takes the lowest free fd, which can be that very fd (dash);
# command exec keeps its redirections, but not its assignments
exec 2>&1
f() { :; }
: 3>out; echo a >&3; echo "builtin $?"
f 4>out; echo b >&4; echo "function $?"
{ :; } 5>out; echo c >&5; echo "group $?"
while false; do :; done 6<out; echo d >&6; echo "loop $?"
/bin/true 7>out; echo e >&7; echo "external $?"
cat 8<<EOF2 >/dev/null; echo f >&8; echo "here-document $?"
x
EOF2
: 9<&0; echo g >&9; echo "dup $?"
x=1 command exec 3>three; echo "kept" >&3; exec 3>&-; cat three
echo "x=[${x-unset}]"
