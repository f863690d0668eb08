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
