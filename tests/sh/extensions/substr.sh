# ${x:off:len} and ${@:off:len} (bash extensions; dash lacks them, so
# NAME.out holds what bash prints, as each part below says)

# ${x:off}, ${x:off:len}, negative offsets and lengths (bash extensions;
# dash lacks them, so NAME.out holds what bash prints)
x=abcdefgh
echo "${x:2}"
echo "${x:2:3}"
echo "${x:0:1}"
echo "${x: -3}"
echo "${x: -3:2}"
echo "${x:2:-2}"
echo "[${x:8}]" "[${x:20}]"
echo "${x:1+1:2*2}"
n=3; echo "${x:n}" "${x:$n:1}"
set -- a b c d e
echo "${@:2}"
echo "${@:2:2}"
echo "${*:3}"
unset u; echo "[${u:1}]"

# ${x:off:len} corner cases (bash extension; dash lacks it, so NAME.out
# holds what bash prints): arithmetic offsets, zero length, negative
# offsets beyond the start, offsets into $@, and ${#x} counting bytes in
# the C locale the suite runs in
x=0123456789
echo "[${x:0:0}]" "[${x:3:0}]"
echo "[${x: -20}]" "[${x: -20:3}]"
echo "${x:(-2)}" "${x:(-4):2}"
echo "${x:1:2+3}"
echo "${x:${#x}-2}"
i=2; echo "${x:i*2:i}"
echo "${x: -5:-2}"
echo "[${x:9:5}]" "[${x:10}]"
set -- one two three four
echo "${@:3}" "|" "${@:1:1}" "|" "${@: -2}"
echo "${@:2:0}|"
y=héllo; echo "${#y}"

# ${x:off:len} with a blank offset or length (bash extension; dash lacks
# it, so NAME.out holds what bash prints): an empty or unset one counts
# as 0, while ${x:} with nothing at all is a bad substitution
x=hello
echo "[${x::3}]" "[${x:3:}]" "[${x: :2}]" "[${x:1: }]" "[${x::}]"
echo "[${x:$u:2}]" "[${x:1:$u}]" "[${x:$u}]"
set -- a b c
echo "[${@:1:}]" "[${*:2:$u}]"
(echo "${x:}") 2>/dev/null || echo "bad substitution"

# ${@:off:len} with an offset past either end is empty whatever the
# length, while a negative length inside the range is an error named by
# the length (bash extension; dash lacks it, so NAME.out holds what bash
# prints)
set -- a b
x=ab
echo "[${@:4:-1}]" "[${@: -5:-1}]" "[${*:9:-2}]" "[${x:3:-1}]" "[${x: -3:-1}]"
for e in '${@:3:-1}' '${@:1:-1}' '${x:1:-2}' '${x:0:-5}'; do
	(eval "echo \"$e\"") 2>&1 | sed 's/^.*: \(-[0-9]*: substring\)/\1/'
done
# expect: own (the comment at the top says why)
