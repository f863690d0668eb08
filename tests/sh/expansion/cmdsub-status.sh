# the status of a command substitution shows only when there is no
# command; the command's own status wins otherwise
x=$(false); echo "alone $?"
x=$(false) true; echo "with command $?"
true $(false); echo "in argument $?"
echo $(exit 4) > /dev/null; echo "echo wins $?"
x=$(true) y=$(exit 2); echo "last of two $?"
x=$(exit 2) y=$(true); echo "last succeeds $?"
$(exit 5); echo "empty command word $?"
$(true); echo "empty true $?"
x=`exit 6`; echo "backquote $?"
x=$(exit 7) 2>/dev/null; echo "with redirection $?"
> /dev/null $(exit 8); echo "redir then empty $?"
f() { x=$(exit 9); }; f; echo "in function $?"
if x=$(false); then echo yes; else echo "if condition $?"; fi
x=$(exit 3) || echo "or-list $?"
