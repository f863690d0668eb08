# the replacement of "${x/pat/rep}" is not quoted by the outer double
# quotes, as the pattern is not (bash extension; dash lacks it, so
# NAME.out holds what bash prints): quotes and backslashes in it are
# removed as in an unquoted word, a leading tilde expands, and the result
# is neither split nor globbed
HOME=/hm
x=hello; y='a  b'
printf '[%s]' "${x/l/\/}" "${x/l/'q'}" "${x/l/\z}" "${x/l/\\\a}" "${x/l/\ }"
echo
printf '[%s]' "${x/l/$y}" ${x/l/$y} "${x/l/"$y"}" "${x/l/*}" "${x/l/\"}"
echo
printf '[%s]' "${x/l/~}" ${x/#/~/} "${x/l/a~}" "${x/l/\$y}" "${x/l/"'"}"
echo
p=/usr/local/bin; echo "${p//\//\\}" "${p//'/'/:}" "${p/#\/usr/\~}"
# expect: own (the comment at the top says why)
