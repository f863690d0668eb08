# true.t - true and false
needs applet true
check "true" "env true" ""
check "true ignores operands" "env true -x --bogus a" ""
check -s 1 "false" "env false" ""
check -s 1 "false ignores operands" "env false a b" ""
check "true --help" "env true --help" "Usage: true\n\nReturn an exit status of 0.\n"
same "status of true" "env true; echo \$?"
same "status of false" "env false; echo \$?"
