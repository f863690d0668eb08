# the remembered-location table: a moved command is found again after hash -r
mkdir b1 b2
printf '#!/bin/sh\necho one\n' > b1/tool
printf '#!/bin/sh\necho two\n' > b2/tool
chmod +x b1/tool b2/tool
PATH=$PWD/b2:$PWD/b1:$PATH
rm b2/tool
tool
printf '#!/bin/sh\necho two-again\n' > b2/tool; chmod +x b2/tool
tool
hash -r
tool
hash tool && echo "hash tool: $?"
hash nosuch-command-q 2>/dev/null; echo "hash of a missing command: $?"
PATH=$PATH
tool
hash | grep -c tool
hash -r; hash | grep -c tool
rm -r b1 b2
# functions and builtins need no entry and are no error; -r forgets all
f() { :; }
hash f; echo "function: $?"
hash cd read; echo "builtins: $?"
hash -- tool; echo "after --: $?"
hash -r tool; hash | grep -c tool
hash -q tool 2>&1; echo "bad option: $?"
