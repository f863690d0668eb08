# every form of for: with and without "in", newlines, empty lists, globs
set -- p 'q r'
for i do echo "do-form [$i]"; done
for i; do echo "semi-form [$i]"; done
for i
do
	echo "newline-form [$i]"
done
for i in a b
do echo "in-newline $i"; done
for i in
do echo never; done
echo "empty in: $?"
for i in a b; do :; done; echo "var after loop: $i"
touch f1 f2
for i in f*; do echo "glob $i"; done
for i in "f*"; do echo "quoted $i"; done
for i in nomatch*; do echo "no match $i"; done
rm f1 f2
for in in in; do echo "in=$in"; done
for do in do; do echo "do=$do"; done
for i in a; do for j in b; do echo "$i$j"; done; done
for i in 1 2; do echo $i; done > out; cat out; rm out
x='1 2  3'
for i in $x; do printf '<%s>' "$i"; done; echo
for i in "$x"; do printf '<%s>' "$i"; done; echo
(eval 'for 1x in a; do :; done') 2>/dev/null; echo "bad name $?"
(eval 'for i in a b do echo x; done') 2>/dev/null; echo "missing ; $?"
