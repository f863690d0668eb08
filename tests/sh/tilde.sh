# tilde expansion: ~ and ~/ at the start of words and after : and = in
# assignments; quoted or mid-word tildes stay
HOME=/home/tester
echo ~ ~/dir "~" \~ a~ ~"x"
x=~/p; echo "$x"
y=a:~/b:~; echo "$y"
echo a=~/z
echo ${u-~}
echo "${u-~}"
HOME=/other; echo ~
HOME=/with\ space; set -- ~; echo $# "$1"
z=~; echo "$z"
case ~ in /with*) echo "case word tilde" ;; esac
for t in ~; do echo "for $t"; done
echo ~root | grep -c '^/'
echo ~nosuchuser12345
unset HOME; echo ~ | grep -c . || echo "unset home"
