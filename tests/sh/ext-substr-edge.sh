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
# expect: own (the comment at the top says why)
