# unusual delimiters: operators right after, $ and digits, a line that
# only starts with the delimiter, the delimiter inside the body
cat <<EOF;echo after-semicolon
body 1
EOF
cat <<EOF|tr a-z A-Z
body 2
EOF
cat <<EOF&&echo and-after
body 3
EOF
cat <<$x
dollar delimiter
$x
cat <<123
digits
123
cat <<"a;b"
quoted semicolon
a;b
cat <<EOF
EOFX
 EOF
EOF	
EOF
cat << 'two words'
spaced delimiter
two words
cat << -
dash delimiter
-
cat <<${y}z
braced parameter text
${y}z
cat <<"$q"
quoted parameter text $q
$q
