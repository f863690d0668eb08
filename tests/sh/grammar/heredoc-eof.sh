# a here-document ended by the end of the input (eval's string) instead
# of its delimiter; an empty body; a body of empty lines
(eval 'cat <<EOF
no delimiter before the end') 2>/dev/null; echo "status $?"
eval 'cat <<EOF
EOF'
echo "empty body"
cat <<EOF


EOF
echo "two empty lines above"
cat <<EOF | od -c | sed -n 1p | tr -s ' '
EOF
cat <<EOF
$(echo)
EOF
echo "end"
