# comments: # starts one only at the start of a word
echo a # comment
echo a#b
echo #
echo '#' "#" \#
x=1 # trailing
echo $x#not
# a whole line
   # indented
echo ${#x}
case x in # comment after in
x) echo case # here too
;; esac
f() { # comment in a function
	echo f
}
f
echo done # ; echo hidden
