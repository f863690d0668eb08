# sh-messages.t - the shell's own wording of errors, checked literally
# (tests/sh compares with dash through a normaliser; this pins the text)
needs applet sh
S='"$TESTROOT/sh"'
mkfile late.sh 'echo first\necho second\nif true; fi\necho never\n'
check -s 2 -e 'late.sh: line 3: syntax error: unexpected "fi" (expecting "then")\n' \
    "syntax error names script, line and token" "$S late.sh" 'first\nsecond\n'
check -s 2 -e 'sh: line 1: syntax error: unexpected end of file (expecting "fi")\n' \
    "end of file" "$S -c 'if true; then :' sh" ''
check -s 2 -e 'x: line 2: syntax error: unterminated quoted string\n' \
    "unterminated quote" "$S -c 'echo a
echo \"b' x" 'a\n'
check -s 2 -e 'sh: line 1: syntax error: unexpected ")"\n' \
    "stray )" "$S -c ')' sh" ''
check -s 2 -e 'sh: line 1: syntax error: bad fd number\n' \
    "bad fd at run time" "$S -c 'cat <&y' sh" ''
check -s 127 -e 'sh: 1: no-such-cmd-x: not found\n' \
    "command not found is 127" "$S -c 'no-such-cmd-x' sh" ''
mkfile plain 'echo hi\n'
check -s 126 -e 'sh: 1: ./plain: Permission denied\n' \
    "not executable is 126" "$S -c ./plain sh" ''
check -s 2 -e 'sh: 1: shift: can'"'"'t shift that many\n' \
    "special builtin error exits the shell" \
    "$S -c 'shift 5; echo not reached' sh" ''
