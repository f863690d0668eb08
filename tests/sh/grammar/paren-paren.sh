# "((" that does not hold an arithmetic expression is two subshells, as
# in dash (with SH_EXTRAS, "((expr))" is bash's arithmetic command: POSIX
# lets a shell read "((" either way)
((echo nested))
(((echo deeper)))
((echo a) | cat)
((echo b); (echo c))
((echo multi
echo line))
f() { ((echo in-f) ); }
f
