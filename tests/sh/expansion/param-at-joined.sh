# $@ where no fields are made: the parameters joined

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

unset IFS
# "$@" where no fields are made (an assignment, a case word, a here-doc,
# ${x-"$@"} in an assignment): the parameters joined, as in dash, with
# the first character of IFS, a space when IFS is unset
set -- p 'q r' s
x="$@"; echo "[$x]"
x="a$@b"; echo "[$x]"
x=${u-"$@"}; echo "[$x]"
case "$@" in "p q r s") echo "case word joined" ;; *) echo "case: other" ;; esac
case x"$@"y in "xp q r sy") echo "case with text joined" ;; esac
IFS=:; x="$@"; echo "[$x]"; unset IFS
IFS=; x="$@"; echo "[$x]"; unset IFS
cat <<EOF2
here-doc: "$@"
EOF2
set --
x="$@"; echo "[$x] ${#x}"
x="a$@b"; echo "[$x]"
set -- one; x="$@"; echo "[$x]"
printf '<%s>' "$@" "a$@b"; echo
