# case: patterns, forms, first match wins, status

# case: patterns with | and globs, quoting, first match wins, status
for w in apple banana cherry '*' 'a b' "" x.c; do
	case $w in
	a*) echo "$w: a-word" ;;
	b*|c*) echo "$w: b or c" ;;
	'*') echo "$w: a star" ;;
	"a b") echo "$w: with blank" ;;
	"") echo "empty" ;;
	*.[ch]) echo "$w: source" ;;
	esac
done
case x in y) echo no ;; esac; echo "status $?"
case x in x) false ;; esac; echo "status $?"
case x in x) ;; esac; echo "status $?"
p='a*'
case abc in $p) echo pattern-from-var ;; esac
case 'a*' in "$p") echo quoted-is-literal ;; esac
case abc in "$p") echo wrong ;; *) echo not-literal-match ;; esac
case [ in [) echo bracket ;; esac
case ab in a?) echo question ;; esac
case '\' in \\) echo backslash ;; esac
case x in (x) echo open-paren ;; esac
case y in x) echo x;; y) echo y
esac
case z in
z)
	echo multi
	echo line
	;;
esac
v=hello
case $v in h*o) echo glob-mid ;; esac
case 1 in [0-9]) echo digit ;; esac
case b in [!a]) echo not-a ;; esac
case - in [a-]) echo dash-in-set ;; esac

# case: empty, parenthesised patterns, missing final ;;, newlines anywhere
case x in esac; echo "empty case: $?"
case x in
esac
case x in (x) echo paren ;; esac
case x in x) echo no-final-dsemi
esac
case x
in
x)
echo newline-before-in
;;
esac
case x in

x)

echo blank-lines
;;

esac
case x in x|y|z) echo alt1 ;; esac
case z in x|y|z) echo alt3 ;; esac
case x in (x|y) echo paren-alt ;; esac
case x in x) ;; esac; echo "empty body $?"
false; case x in y) ;; esac; echo "no match resets: $?"
case x in x) (exit 4) ;; esac; echo "body status $?"
case x in *) echo star; esac
case $(echo word) in word) echo from-cmdsub ;; esac
case "a b" in a\ b) echo escaped-blank ;; esac
case x in x) echo first ;; x) echo second ;; esac
case x in y) echo y ;; x) echo x-second-item ;; esac
case x in x ) echo blank-before-paren ;; esac
case x in (x ) echo blank-in-parens ;; esac
(eval 'case x in x) echo a ;; ;; esac') 2>/dev/null; echo "double ;; $?"
(eval 'case x in x echo a ;; esac') 2>/dev/null; echo "no ) $?"
(eval 'case x y in x) ;; esac') 2>/dev/null; echo "two words $?"
