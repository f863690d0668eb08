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
