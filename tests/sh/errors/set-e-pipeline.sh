# set -e and pipelines: the status of a pipeline is that of its last
# command; ! makes any pipeline safe
t() { sh -c "set -e; $1; echo reached"; echo "-> $?"; }
t 'false | true'
t 'true | false'
t 'false | false'
t '! true'
t '! false'
t '! true | false'
t '! { false; }'
t '! (exit 3)'
t 'echo x | grep -q y'
t 'echo x | grep -q x'
t '! echo x | grep -q y'
t 'true | (false; echo "in the last element")'
t 'false | (exit 0)'
t '(exit 4) | cat'
t 'cat < /dev/null | (exit 5)'
