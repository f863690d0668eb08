# echo without backslashes (dash's echo decodes them; ours follows -e):
# -n, arguments, empty arguments
echo
echo a b   c
echo -n no-newline; echo
echo -n; echo "after empty -n"
echo '' ''
echo "a" "" "b"
echo -- a
echo -x
echo - a
echo "tab	kept"
echo * | grep -c .
