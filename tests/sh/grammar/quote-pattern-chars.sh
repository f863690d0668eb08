# quoted pattern characters match themselves in case, ${x#}, and globs
for w in '*' 'a' '?' '[x]' 'x'; do
	case $w in
	\*) echo "$w: star" ;;
	"?") echo "$w: question" ;;
	'[x]') echo "$w: brackets" ;;
	[x]) echo "$w: bracket class" ;;
	*) echo "$w: other" ;;
	esac
done
case abc in "a"*) echo "quoted prefix then star" ;; esac
case abc in "a*") echo wrong ;; *) echo "quoted star is literal" ;; esac
case 'a*' in a"*") echo "mixed literal star" ;; esac
case 'a\b' in 'a\b') echo "single-quoted backslash" ;; esac
case 'a\b' in a\\b) echo "escaped backslash" ;; esac
case '$x' in '$x') echo "dollar literal" ;; esac
p='[ab]'
case a in $p) echo "unquoted var is a pattern" ;; esac
case a in "$p") echo wrong ;; *) echo "quoted var is literal" ;; esac
case '[ab]' in "$p") echo "literal brackets via quoted var" ;; esac
touch 'f*' fx
echo f\*; echo "f"*; echo 'f*'x
rm 'f*' fx
v='a*b'
echo "${v#a\*}" "${v#'a*'}" "${v#"a*"}" "${v#a*}"
