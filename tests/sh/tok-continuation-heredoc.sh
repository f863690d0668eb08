# line continuation inside here-document bodies: joined in unquoted ones,
# kept in quoted ones; lines joined by continuations can form the delimiter
cat <<E
one \
two
E
cat <<'E'
kept \
as is
E
cat <<"E"
dq kept \
too
E
cat <<E
backslash-backslash \\
next line
E
cat <<E
E\
N\
D?
E
cat <<E
not \$x \` \\ but \a \" \' kept
E
x=val
cat <<E
${x\
}
$\
x
E
cat <<-E
	tab \
	continued
	E
cat <<E
ab\
E\

E
