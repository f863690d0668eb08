# command substitution text with ) in case patterns, comments, quotes
# and here-docs, and with backquotes or $( inside quotes
echo $(case x in x) echo "case without paren" ;; esac)
echo $(case y in (y) echo "case with paren" ;; esac)
echo $(echo ")" # a ) in a comment
)
echo "$(echo "a)b")" '$(not)' "\$(not)"
echo $(echo 'single ) quote')
echo $(echo \))
echo $(cat <<E
) in a here-doc
E
)
echo "$(echo "`echo bq in dq in cmdsub`")"
echo `echo '$(echo dollar-paren in bq)'`
echo $( echo $( echo $( echo spaced ) ) )
echo $(
echo newline-first
)
echo $(echo a
echo b)
