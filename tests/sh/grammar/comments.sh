# comments: where # starts one and where it does not

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

# # starts a comment only at the start of a token; not inside ${#...},
# $#, quotes, here-documents or the middle of a word
set -- a b c
echo $# ${#} ${#1}x
x=abc; echo ${#x} ${x#a} ${x##*b}
echo a;# comment after semicolon
echo b&# comment after ampersand
wait
echo c |# comment after a pipe
cat
true &&# comment after and
echo d
echo e#f 'g'#h "i"#j
echo $(echo k # comment in cmdsub with ) paren
)
echo `echo l # comment in backquotes`
cat <<E
# not a comment in a here-doc
m # n
E
case '#' in \#) echo hash-pattern ;; esac
case x in
# comment between case items
x) echo case-comment ;;
# and before esac
esac
f() # comment before the body
{ echo func; }
f
for i in 1 2 # comment after the word list
do echo "for $i"; done
echo ${x#b#} ${x%#}
echo \
# comment after continuation is a new word
echo end # trailing \
