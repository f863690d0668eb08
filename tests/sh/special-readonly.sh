# readonly: with and without values, -p, making an existing variable
# readonly keeps its value, exported stays exported
x=1; readonly x; echo "x=$x"
export y=2; readonly y; sh -c 'echo "child y=$y"'
readonly z; echo "[${z-unset}]"
sh -c 'readonly z; z=1; echo never' 2>/dev/null; echo "assign unset ro: $?"
readonly -p | grep -e ' x=' -e ' y=' -e ' z$'
readonly w=3 v; readonly -p | grep -c -e ' w=' -e ' v$'
(readonly x=1) 2>/dev/null; echo "again with value: $?"
readonly x; echo "again without: $?"
f() { readonly fr=in-f; }; f; echo "from function: $fr"
sh -c 'f() { local x; x=2; }; readonly x=1; f; echo never' 2>/dev/null; echo "local of ro: $?"
