# an error while "." or eval runs a file or string that "command" keeps
# from ending the shell ends that file or string: the shell does not go
# on reading its rest (and eval's string did go away: no crash); messages
# from inside the file name it, as dash's do
printf 'echo "in file"\necho $((1/0))\necho "rest of file"\n' > err.sh
command . ./err.sh 2>&1; echo "after command .: $?"
command eval 'echo "in eval"
echo $((1/0))
echo "rest of eval"' 2>&1; echo "after command eval: $?"
f() { echo $((1/0)); }
command eval 'f
echo "rest of eval"' 2>&1; echo "after a function: $?"
printf 'cat < nosuch\nnosuchcmd\necho "${u?is unset}"\n' > msg.sh
(. ./msg.sh) 2>&1; echo "messages: $?"
mkdir d; mv msg.sh d
(PATH=$PWD/d:$PATH; . msg.sh) 2>&1 | sed "s,$PWD,PWD,"
(. ./d/msg.sh) 2>&1
rm -r err.sh d
