# set -e reaches into eval, dot scripts and command; their own -e
# exceptions still apply inside
t() { sh -c "set -e; $1; echo reached"; echo "-> $?"; }
printf 'false\necho "after false in dot"\n' > d1
printf 'false || echo "or in dot"\ntrue\n' > d2
t 'eval false'
t 'eval "false; echo no"'
t 'eval "false || true"'
t 'eval false || echo "eval in ||"'
t '. ./d1'
t '. ./d2'
t '. ./d1 || echo "dot in ||"'
t 'command false'
t 'command eval false'
t 'eval "if false; then :; fi"'
t 'eval "! true"'
t 'eval "set +e"; false'
rm d1 d2
