# case: the word is expanded once, patterns left to right only until one
# matches, and later patterns of that item are not expanded
n=0
case x in $(n=1; echo y)) ;; x) echo "matched second" ;; esac
c=0
case a in a) echo "first" ;; $((c = 5))) echo no ;; esac
echo "c after: $c"
d=0
case b in $((d = 1))|b|$((d = 2))) echo "matched b, d=$d" ;; esac
i=0
case $((i = i + 1)) in 1) echo "word once: i=$i" ;; esac
set -- one two
case "$@" in "one two") echo "\"\$@\" joined" ;; esac
case $1 in one) echo "positional word" ;; esac
