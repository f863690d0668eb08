# { and } are reserved words: { needs a blank after it, } must come where
# a command could start; otherwise they are ordinary characters
echo {} { } {a} a{ }b
{ echo "group"; }
{ echo "newline-ended"
}
(eval '{echo x; }') 2>/dev/null; echo "{echo: $?"
(eval '{ echo x }') 2>/dev/null; echo "no ; before }: $?"
{ echo "}" ; }
{ echo a } b; }
{ { echo nested; }; }
{ echo "with redir" ; } >/dev/null; echo "status $?"
x={; echo "$x"
case { in {) echo "brace pattern" ;; esac
for b in { }; do printf '%s ' "$b"; done; echo
