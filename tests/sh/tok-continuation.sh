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
