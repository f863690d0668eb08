# backslash-newline line continuation, in every context and in here-
# documents

# backslash-newline is removed before tokens are formed, in every context
# except single quotes, comments and quoted here-documents
ec\
ho split-command-name
echo a\
b\
c
x=12\
34; echo $x
true &\
& echo and-split
false |\
| echo or-split
echo pi\
pe |\
 cat
echo $\
x ${\
x} ${x\
%4}
echo $((1\
+\
2))
echo "dq\
uoted"
echo 'single\
quoted'
i\
f true; th\
en echo if-split; f\
i
echo out >\
> f; echo app >\
>f; cat f
cat <\
<E\
OF
heredoc op and delimiter split
EOF
echo # comment ends here\
echo after-comment
echo 2\
>f; cat f
echo $(\
echo cmdsub)
case x in x) echo case;\
; esac
rm f

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
