# ! negates a whole pipeline's status; it needs a blank after it
! true; echo "! true: $?"
! false; echo "! false: $?"
! true | false; echo "! t|f: $?"
! false | true; echo "! f|t: $?"
! { false; }; echo "! group: $?"
! (exit 3); echo "! subshell: $?"
! if false; then :; else false; fi; echo "! if: $?"
! true && echo no || echo "and-or after !"
false || ! false && echo "! in second position"
if ! false; then echo "if !"; fi
while ! true; do :; done; echo "while ! $?"
set -e
! true
echo "set -e ignores !"
set +e
(eval '! ! true') 2>/dev/null; echo "! ! status $?"
(eval 'true | ! false') 2>/dev/null; echo "mid-pipe ! $?"
!true 2>/dev/null; echo "!true is a word: $?"
"!" true 2>/dev/null; echo "quoted ! $?"
x=!; echo "$x"
echo ! a
