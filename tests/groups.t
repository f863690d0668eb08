# groups.t - groups, compared with GNU groups
needs applet groups
same "root" 'groups root'
same "several" 'groups root nobody'
same "unknown user" 'groups root nosuch nobody'
same "--" 'groups -- nobody'
REF=setpriv
same "process" 'setpriv --reuid=65534 --regid=65534 --groups=3,1,65534 groups'
same "no name" 'setpriv --reuid=65534 --regid=65534 --groups=99999 groups'
REF=
live "this process" 'groups'
check -s 1 -e "groups: invalid option -- 'x'\nUsage: groups [USER]...\n" "option" 'groups -x' ''
