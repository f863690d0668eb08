# backslashes in an unquoted here-doc body: before $ ` \ and newline they
# quote; before anything else, including ", they stay
x=v
cat <<E
\$x=$x \`cmd\` \\ \" \' \n \a
line ends with two backslashes \\
next
line ends with one \
joined
\\\$x \\$x
E
cat <<'E'
\$x \\ \
not joined
E
cat <<E
${x:-\}} "${x}" $(printf '%s' '\\')
E
