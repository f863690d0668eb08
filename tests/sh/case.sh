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
