# cd errors: missing dir, a file, no permission, too many operands, empty
# operand, HOME unset; PWD is unchanged after a failure, status 2 or 1
top=$(pwd -P)
mkdir d; : > f
cd nosuch 2>/dev/null; echo "missing: $?"; [ "$PWD" = "$top" ] && echo "PWD kept"
cd f 2>/dev/null; echo "file: $?"
cd f/x 2>/dev/null; echo "under a file: $?"
(unset HOME; cd 2>/dev/null; echo "HOME unset: $?")
(HOME=; cd 2>/dev/null; echo "HOME empty: $?"; [ "$PWD" = "$top" ] && echo "stayed")
cd "" 2>/dev/null; echo "empty operand: $?" | sed 's/: [1-9]$/: nonzero/;s/: 0$/: zero/'
sh -c 'cd /nonexistent; echo "regular builtin: shell goes on $?"' 2>/dev/null
cd d; cd ..; echo "back: ${PWD#$top}."
cd "$top"; rm -r d f
