# matched names are not split or re-expanded, whatever they contain
touch 'a b' 'a*' 'a$x' "a'q" 'a
nl'
for f in a*; do printf '[%s]' "$f"; done; echo
set -- a*; echo "$#"
x=boom
for f in a\$*; do printf '[%s]' "$f"; done; echo
ls -d a\ * | wc -l
rm -- a*
