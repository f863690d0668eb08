# tilde expansion: where a tilde prefix is expanded and where it is not

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

unset x
# tilde prefixes in an assignment: after the first '=' only (y=x=~ keeps
# the second tilde), after each unquoted ':', and the same inside an
# unquoted ${u-word} of the value (POSIX 2.6.1; dash and bash agree)
HOME=/h
y=x=~; echo "$y"
y==~; echo "$y"
export e=x=~:~; echo "$e"
v=1; w=$v=~:~; echo "$w"
x=${x:-~/a:~/b}; echo "$x"
z=a:${u-~/q:~/r}; echo "$z"
q="${u-~/a:~}"; echo "$q"
r=${u-"~"/a:~}; echo "$r"
s=${u-a=~}; echo "$s"
t=${u-$v:~}; echo "$t"
echo x=~ ${u-a:~}

unset x y z
# tilde prefixes: in assignments after = and each unquoted :, in ${x-~},
# in redirection words; not after = in ordinary arguments or when quoted
HOME=/home/t
a=~; echo "$a"
b=~/x:~:~/y; echo "$b"
c=x:~; echo "$c"
d='~':~; echo "$d"
e=~:"~":\~; echo "$e"
f=a~b:~c/; echo "$f"
echo arg=~ arg:~ ~:x
g=~/; echo "$g"
h="~"; echo "$h"
echo ${u-~} ${u-~/p} "${u-~}"
echo ${u:-x~}
set -- ~ ~/ ~x/ "~"
printf '[%s]' "$@"; echo
HOME=/home/t/; echo ~ ~/a
HOME=; echo "[~]" [~] "[$(echo ~)]"
HOME=/h env | grep -c '^HOME=/h$'
k=~ l=~ ; echo "$k $l"

unset x y z
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
