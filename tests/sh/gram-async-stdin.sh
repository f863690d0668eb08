# without job control an asynchronous list reads /dev/null, unless its
# own redirection says otherwise (POSIX 2.9.3.1)
echo piped | { cat & wait; }
echo "none above"
echo piped | { cat <&0 & wait; }
echo text > f
{ cat & wait; } < f
{ cat < f & wait; }
(read l; echo "read [$l] $?") < f & wait
rm f
