# character classes in bracket expressions, and bytes above 127

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

# bytes above 127 (UTF-8 text, Latin-1) belong to no character class:
# the shell matches bytes, as dash does in the C locale
for c in alpha alnum upper lower print graph punct space blank cntrl; do
	r=
	for x in é ÿ "$(printf '\240')" "$(printf '\205')" "$(printf '\377')"; do
		case $x in *[[:$c:]]*) r="${r}y" ;; *) r="${r}n" ;; esac
		case $x in [![:$c:]]*) r="${r}Y" ;; *) r="${r}N" ;; esac
	done
	echo "$c $r"
done
x=café; echo "${x%%[![:alpha:]]*}" "${x##*[[:alpha:]]}" | od -An -c | tr -s ' '
mkdir g; cd g; touch é a; echo [[:alpha:]]*; cd ..; rm -r g
