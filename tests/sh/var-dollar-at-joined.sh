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
