# HOME drives ~ and cd with no operand; ~ is expanded at the start of a
# word and after : or = in assignments only
HOME=/h/me
echo ~ ~/x "~" ~x/ 2>/dev/null | sed 's,~x/,TILDE-USER,'
v=~/a:~/b; echo "$v"
echo a:~/b x=~/c
w="~"; echo "$w"
echo ${u-~}
HOME=/other; echo ~
HOME=; echo "empty HOME: [~]" [~]
unset HOME; x=$(echo ~); echo "unset HOME: ${x:+something}"
