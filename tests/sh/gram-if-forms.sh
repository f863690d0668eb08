# if: lists as conditions, elif chains, the status rules, nesting
if true; false; then echo no; else echo "last of the list decides"; fi
if false; true; then echo "list cond"; fi
if { false; }; then :; else echo "group cond"; fi
if (true) then echo "subshell then no ;"; fi
if true
then echo a
elif false
then echo b
else echo c
fi
x=3
if [ $x = 1 ]; then echo one; elif [ $x = 2 ]; then echo two
elif [ $x = 3 ]; then echo three; else echo other; fi
if false; then :; elif false; then :; fi; echo "no branch: $?"
if false; then :; else (exit 6); fi; echo "else status: $?"
(exit 5); if true; then :; fi; echo "empty body ok: $?"
if true; then echo piped; fi | tr a-z A-Z
if true; then echo redir; fi > f; cat f; rm f
if if false; then :; else true; fi; then echo "if in cond"; fi
if true; then if false; then :; elif true; then echo deep; fi; fi
(eval 'if true; then fi') 2>/dev/null; echo "empty then $?"
(eval 'if true; then :; else fi') 2>/dev/null; echo "empty else $?"
(eval 'if true; then :; elif; then :; fi') 2>/dev/null; echo "empty elif $?"
(eval 'if true; then :') 2>/dev/null; echo "no fi $?"
