# IFS white space: runs collapse, leading and trailing ones vanish; a
# non-white IFS character with white space around it is one delimiter
show() { printf '%s' "$#:"; for a; do printf '[%s]' "$a"; done; echo; }
v='   a   b   '
show $v
IFS=' '; show $v
IFS='	'; t='		a		b		'; show $t
IFS=' ,'
show $(echo 'a , b,c ,, d')
show $(echo ' , a')
show $(echo 'a ,')
show $(echo ' ,, ')
IFS=' 
'
n='a
b  c'
show $n
IFS='x '; show $(echo 'axxb x c')
unset IFS
