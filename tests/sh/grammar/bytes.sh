# bytes a script may hold: invalid UTF-8 and high bytes pass through
# words, patterns and here-docs unchanged; a NUL byte in a script is
# dropped, as dash does, in words, quotes, here-documents and $( )
printf 'echo "\377\376 raw"\n' > s1; sh s1 | od -An -tx1 | tr -s ' '
printf 'x="\303\50"; case $x in *"\50") echo "pattern ok" ;; esac\n' > s2; sh s2
printf 'cat <<E\n\351t\351\nE\n' > s3; sh s3 | od -An -tx1 | tr -s ' '
printf 'v=\200\201; echo ${#v}\n' > s4; sh s4
printf 'echo before\necho a\0b >/dev/null\necho after\n' > s5
sh s5 2>/dev/null | grep -c -e before -e after
printf 'echo "a\0b" c\0d\ncat <<E\nx\0y\nE\necho $(echo e\0f)\n' > s5; sh s5
printf 'echo "\342\202"' > s6; sh s6 | od -An -tx1 | tr -s ' '
x=$(printf '\377'); [ "$x" = "$(printf '\377')" ] && echo "compare high byte"
rm s1 s2 s3 s4 s5 s6
