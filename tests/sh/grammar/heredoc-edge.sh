# here-document corner cases
cat <<EOF2
line with EOF2 inside
 EOF2
EOF2
cat <<''
empty delimiter

echo "after empty delimiter"
cat <<"a b"
spaced delimiter
a b
v='$x'
cat <<END
$v is not expanded twice
END
cat <<END
${undefined-default} ${#v}
END
cat <<END
unmatched ' and " quotes are fine
END
n=0
while [ $n -lt 2 ]; do cat <<END; n=$((n + 1)); done
n is $n
END
big=$(i=0; while [ $i -lt 500 ]; do echo "line $i"; i=$((i+1)); done)
cat <<END | wc -l
$big
END
cat <<END | tail -n 1
$big
END
