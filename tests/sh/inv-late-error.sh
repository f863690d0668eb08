# a script is parsed and run command by command: commands before a
# syntax error run, the error stops the script with status 2; errors in
# a function body are found when the definition is read
printf 'echo one\necho two\nif then fi\necho never\n' > a; sh a 2>/dev/null; echo "-> $?"
printf 'echo one; ( echo two\n' > b; sh b 2>/dev/null; echo "-> $?"
printf 'echo start\nf() {\necho in f\n' > c; sh c 2>/dev/null; echo "-> $?"
printf 'echo a\nf() { echo body; }\nf\ncase x in\n' > d; sh d 2>/dev/null; echo "-> $?"
printf 'echo a\necho "unterminated\n' > e; sh e 2>/dev/null; echo "-> $?"
printf 'echo a; echo b; )\necho c\n' > f; sh f 2>/dev/null; echo "-> $?"
printf 'x=1\nwhile false; do\n:\ndone\necho "x=$x"\nfi\n' > g; sh g 2>/dev/null; echo "-> $?"
printf 'echo in-c\nif true; then\n' > h; sh -c 'echo before; . ./h; echo never' 2>/dev/null; echo "-> $?"
rm a b c d e f g h
