alias a='echo $1 ' b=c
a b "${x/a/b}" $'\t' [[ $x == y* && -n $z ]]
