# ${x:off:len} with a blank offset or length (bash extension; dash lacks
# it, so NAME.out holds what bash prints): an empty or unset one counts
# as 0, while ${x:} with nothing at all is a bad substitution
x=hello
echo "[${x::3}]" "[${x:3:}]" "[${x: :2}]" "[${x:1: }]" "[${x::}]"
echo "[${x:$u:2}]" "[${x:1:$u}]" "[${x:$u}]"
set -- a b c
echo "[${@:1:}]" "[${*:2:$u}]"
(echo "${x:}") 2>/dev/null || echo "bad substitution"
# expect: own (the comment at the top says why)
