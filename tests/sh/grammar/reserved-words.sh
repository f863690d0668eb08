# reserved words are recognised only where the grammar allows them

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

# reserved words after ; && || | ! ( and newline, but not as arguments
true && if true; then echo after-and; fi
false || while :; do echo after-or; break; done
echo piped | while read l; do echo "$l"; done
! if false; then :; fi; echo "bang-if $?"
(if true; then echo in-paren; fi)
{ for i in a; do echo in-brace; done; }
if true; then if true; then echo nested; fi; fi
x=1; case $x in 1) echo case-after-semi ;; esac
echo then do done fi esac
set -- if then
echo "$@"
f() { echo "f $*"; }
f while until
for w in for in do done; do printf '%s ' "$w"; done; echo
case esac in x|esac) echo esac-word ;; esac
(eval 'case esac in esac) echo no;; esac') 2>/dev/null; echo "esac first $?"
case x in (y) echo no ;; (x) echo paren-pattern ;; esac
case fi in fi|if) echo fi-pattern ;; esac
echo {
echo }
echo !
echo a !b

# a reserved word is not recognised after an assignment or a redirection;
# it is then an ordinary command name (not found)
(eval 'x=1 if true; then :; fi') 2>/dev/null; echo "assign-if $?"
(eval '>/dev/null while :; do break; done') 2>/dev/null; echo "redir-while $?"
x=1 true && echo "plain command fine"
(eval 'echo }') ; echo "brace-arg $?"
(eval '{ echo a }') 2>/dev/null; echo "unclosed brace $?"
(eval '{ echo b; }'); echo "closed brace $?"
(eval 'if then fi') 2>/dev/null; echo "empty if $?"
(eval 'for do done') 2>/dev/null; echo "for-do $?"
(eval '! ! true') 2>/dev/null; echo "double bang $?"
(eval 'echo done') ; echo "done-arg $?"
(eval 'then') 2>/dev/null; echo "lone then $?"
(eval 'fi') 2>/dev/null; echo "lone fi $?"
(eval 'done') 2>/dev/null; echo "lone done $?"
(eval 'esac') 2>/dev/null; echo "lone esac $?"
(eval '}') 2>/dev/null; echo "lone brace $?"
(eval 'in') 2>/dev/null; echo "lone in $?"
