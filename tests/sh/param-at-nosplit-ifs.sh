# unquoted $@ where no field splitting is done (assignments, case words,
# here-docs, ${x-$@}) is joined by the first character of IFS, as $* is
# (POSIX.1-2024 2.5.2; dash does so), not always by a space
set -- 'a b' '' c
for sep in : '' - ' '; do
	IFS=$sep
	x=$@; y=${z-$@}; printf '[%s]' "$x" "$y"
	case $@ in 'a b::c') printf ' case:' ;; 'a bc') printf ' case0' ;; esac
	echo
done
IFS=:
cat <<E
$@|${z-$@}|$*
E
unset IFS; x=$@; echo "[$x]"
set --; IFS=:; x=$@; echo "[$x]"
set -- one; x=$@; echo "[$x]"
