# ${x/pat/rep}, ${x//pat/rep}, ${x/#pat/rep}, ${x/%pat/rep} (bash
# extensions; dash lacks them, so NAME.out holds what bash prints)
x=hello-world-hello
echo "${x/hello/bye}"
echo "${x//hello/bye}"
echo "${x/#hello/start}"
echo "${x/%hello/end}"
echo "${x/#world/no}"
echo "${x/o/0}" "${x//o/0}"
echo "${x/l*/L}"
echo "${x//[eo]/_}"
echo "${x/hello}"
echo "${x//-/ }"
echo "${x/nomatch/x}"
p=world; r=WORLD
echo "${x/$p/$r}"
echo "${x/"l*"/lit}"
s='a*b'; echo "${s/\*/star}"
unset u; echo "[${u/a/b}]"
set -- one two
echo "${1/o/0}"
path=/usr/local/bin; echo "${path//\//:}"
# expect: own (the comment at the top says why)
