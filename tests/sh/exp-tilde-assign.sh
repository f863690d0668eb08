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
