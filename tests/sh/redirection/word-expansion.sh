# the target word of a redirection is expanded (tilde, parameter, command,
# arithmetic) but not split, and a non-interactive shell does not glob it
f='with space'
echo spaced > $f; cat "$f"
n=3; echo arith > file$((n + 1)); cat file4
echo cmdsub > $(echo named); cat named
HOME=$PWD; echo tilde > ~/tilded; cat tilded
touch g1 g2
echo star > g*; ls g* | sort
cat 'g*'
echo single > g?; cat 'g?'
e=; echo x > "$e" 2>/dev/null; echo "empty target: $?"
v='a b'
cat < $v 2>/dev/null || echo "no split on input: $?"
echo "q" > "$v"; cat "a b"
fd=1; echo dup-from-var >&$fd
exec 4>four; fd=4; echo via-var-fd >&$fd; exec 4>&-; cat four
rm -f "$f" file4 named tilded g1 g2 'g*' 'g?' 'a b' four
