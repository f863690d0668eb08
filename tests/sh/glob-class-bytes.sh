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
