# if/elif/else: conditions, forms, status, nesting

# if/elif/else: status of the condition, nested, empty status
if true; then echo a; fi
if false; then echo b; else echo c; fi
if false; then echo d; elif true; then echo e; else echo f; fi
if false; then :; elif false; then :; else echo g; fi
if false; then echo h; fi; echo "status $?"
if true; then false; fi; echo "status $?"
if (exit 3); then :; else echo "cond status $?"; fi
if ! false; then echo i; fi
if true && false; then echo j; else echo k; fi
if if true; then false; fi; then echo l; else echo m; fi
if
	true
then
	echo multiline
fi
if [ 1 -lt 2 ]; then echo lt; fi
x=5
if [ $x = 5 ]
then echo five
elif [ $x = 6 ]
then echo six
fi
if true; then if false; then echo no; else echo nested-else; fi; fi
if false; then :; fi | cat; echo "pipe status $?"

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
