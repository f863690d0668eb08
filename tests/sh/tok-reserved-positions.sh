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
