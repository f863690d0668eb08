# kill with a bad signal name or number: a message and status 2, as dash
(kill -s NOSUCH $$) 2>/dev/null; echo "bad name: $?"
(kill -NOSUCH $$) 2>/dev/null; echo "bad -NAME: $?"
(kill -l 999) 2>/dev/null; echo "bad number for -l: $?"
(kill) 2>/dev/null; echo "no operand: $?"
(kill -s) 2>/dev/null; echo "-s without a name: $?"
