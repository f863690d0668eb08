# every character class in bracket expressions, matched against names of
# one character each
mkdir c; cd c
touch a Z 5 _ . , '~' ' ' 'f'
for cl in alnum alpha digit lower upper punct space xdigit print graph blank; do
	printf '%s:' "$cl"
	for f in *; do
		case $f in [[:$cl:]]) printf '[%s]' "$f" ;; esac
	done
	echo
done
echo [[:upper:][:digit:]]
echo [![:alnum:]] | od -c | sed -n 1p | tr -s ' '
echo [[:alpha:]_]
cd ..; rm -r c
case x in [[:alpha:]]) echo "case class" ;; esac
case 1 in [![:digit:]]) echo no ;; *) echo "negated class" ;; esac
