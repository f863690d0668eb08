# moving descriptors around with exec: save, swap and restore
exec 3>&1 4>&2
exec 1>f
echo "into f"
exec 1>&3
echo "back on stdout"
{ echo out; echo err >&2; } 3>&1 1>&2 2>&3 2>/dev/null | sed 's/^/p: /'
exec 2>e
echo "err into e" >&2
exec 2>&4 4>&-
cat f e
exec 3>&-
exec 5>g 6>&5
echo five >&5; echo six >&6
exec 5>&- 6>&-
cat g
exec 0<g
read a; read b
echo "$a $b"
exec 0</dev/null
rm f e g
