# aliases are expanded where a command word may start: after ; & && ||
# | ( { ! and the reserved words that start commands, not as arguments
alias hi='echo hi'
true; hi semi
true && hi and
false || hi or
echo x | hi pipe
(hi paren)
{ hi brace; }
! hi bang
if hi if; then hi then; else hi else; fi
while hi while; do hi do; break; done
for i in 1; do hi for; done
case x in x) hi case;; esac
hi back & wait
echo hi arg
x=1 hi after-assign
>/dev/null hi after-redir; echo status $?
f() { hi func; }
f
echo "$(hi cmdsub)" `hi bq`
eval 'hi eval'
