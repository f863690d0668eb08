# reserved words are recognised only where the grammar allows them
echo if then else fi do done case esac while until for in
echo {  }  !
x=if; echo $x
for if in a; do echo "$if"; done
if=5; echo $if
f() { echo "$@"; }
f then fi
case in in in) echo in-in;; esac
case done in done) echo done-done;; esac
echo for
"if" 2>/dev/null || echo quoted-if-is-a-command
\while 2>/dev/null || echo escaped-while-too
for x in in do; do echo "$x"; done
! false && echo bang
{ echo }; }
echo '{' "}"
echo a} {b
