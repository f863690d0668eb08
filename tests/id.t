# id.t - id, compared with GNU id (names from /etc/passwd and /etc/group)
needs applet id
same "root" 'id root'
same "nobody" 'id nobody'
same "by number" 'id 0 65534'
same "-u" 'id -u root'
same "-un" 'id -un nobody'
same "-g -n" 'id -g -n nobody'
same "-G" 'id -G root nobody'
same "-Gn" 'id -Gn nobody'
same "-ur" 'id -ur nobody'
same "long options" 'id --user --name --real root; id --groups --zero nobody | od -c'
same "-z" 'id -uz root | od -c; id -Gnz root | od -c'
same "-a" 'id -a root'
same "unknown user" 'id nosuch'
same "unknown among others" 'id -u root nosuch nobody'
same "number without a user" 'id 4242'
same "-u and -g" 'id -u -g'
same "-n alone" 'id -n root'
same "-r alone" 'id -r'
same "-z alone" 'id -z'
# the process's ids: setpriv gives it supplementary groups, some without
# a name, duplicated and in any order, and effective ids apart from the
# real ones
REF=setpriv
P='setpriv --reuid=65534 --regid=65534 --groups=3,65534,1,3,99999'
same "process groups" "$P id"
same "process -G" "$P id -G"
same "process -Gn" "$P id -Gn"
same "process -Gz" "$P id -Gz | od -c"
# (Valgrind runs its client with the effective ids set back to the real)
E='setpriv --euid=65534 --egid=1 --keep-groups'
VG=1 same "effective" "$E id"
VG=1 same "effective -u" "$E id -u; $E id -ur"
VG=1 same "effective -G" "$E id -G; $E id -Gr"
VG=1 same "effective -gn" "$E id -gn; $E id -gnr"
N='setpriv --reuid=99999 --regid=99998 --clear-groups'
same "no names" "$N id"
same "no names -un" "$N id -un"
same "no names -Gn" "$N id -Gn"
REF=
# a user listed as a member in /etc/group (wherever there is one)
u=$(sed -n 's/^[^:]*:[^:]*:[0-9]*:\([a-z_][a-z0-9_-]*\).*/\1/p' /etc/group | head -1)
[ -z "$u" ] || live "member of a group" "id $u; id -G $u; id -Gn $u"
REF=id live "this process" 'id; id -u; id -G; id -Gn'
check -s 1 -e "id: unrecognized option '--bad'\nUsage: id [-Gnruz] [USER]...\n" \
	"bad option" 'id --bad' ''
