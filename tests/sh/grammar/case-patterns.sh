# case pattern words: expansions without splitting or globbing of the word,
# tilde, patterns from variables, quoting, the first matching item
v='a b'
case $v in 'a b') echo "word is not split" ;; esac
p='a*'
case abc in $p) echo "var pattern" ;; esac
case abc in "$p") echo wrong ;; ${p%\*}*) echo "trimmed var pattern" ;; esac
HOME=/h
case /h/x in ~/x) echo "tilde in pattern" ;; esac
case '~/x' in ~/x) echo wrong ;; '~/x') echo "quoted tilde" ;; esac
case '' in '') echo "empty word" ;; esac
case '' in *) echo "star matches empty" ;; esac
case ab in ?) echo wrong ;; ??) echo "two ?" ;; esac
case .hidden in *hidden) echo "star matches leading dot" ;; esac
case a/b in a*b) echo "star matches slash" ;; esac
case x in $(echo x)) echo "cmdsub pattern" ;; esac
case 3 in $((1 + 2))) echo "arith pattern" ;; esac
e=
case '' in $e) echo "empty var pattern" ;; esac
case ')' in ')') echo "quoted paren" ;; esac
case '|' in \|) echo "escaped bar" ;; esac
case '(' in \() echo "escaped open paren" ;; esac
touch x1
case x* in x1) echo wrong ;; 'x*') echo "word not globbed" ;; esac
rm x1
for w in -v --verbose -x; do
	case $w in
	-v|--verbose) echo "$w: verbose" ;;
	-*) echo "$w: other option" ;;
	esac
done
x=/h/y
echo ${x#~} "${x#~}" ${x#~/} ${x%~}
