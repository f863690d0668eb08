# set -e in functions: a failure ends the shell when the function is a
# plain command, and is ignored in the whole body when the function is
# called where -e is ignored (if, while, &&, ||, !)
t() { sh -c "set -e; $1; echo reached"; echo "-> $?"; }
t 'f() { false; echo "in f"; }; f'
t 'f() { false; echo "in f"; }; if f; then echo then; fi'
t 'f() { false; echo "in f"; }; f || echo "or"'
t 'f() { false; echo "in f"; }; f && echo "and"'
t 'f() { false; echo "in f"; }; ! f'
t 'f() { false; echo "in f"; }; while f; do break; done'
t 'f() { return 3; }; f'
t 'f() { return 3; }; f || echo "st $?"'
t 'f() { false; }; g() { f; echo "in g"; }; g'
t 'f() { false; echo "in f"; }; g() { f; echo "in g"; }; g || :'
t 'f() { (false; echo "in sub"); echo "in f"; }; f || :'
t 'f() { set +e; false; echo "set +e in f"; }; f; false'
t 'f() { false; echo "in f"; }; x=$(f); echo "[$x]"'
t 'f() { false; echo "in f"; }; echo "$(f)"'
