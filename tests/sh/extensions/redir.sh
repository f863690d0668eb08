# &> &>> >&WORD and  (bash extensions; dash lacks them, so NAME.out
# holds what bash prints, as each part below says)

# &> FILE and |& (bash extensions; dash lacks them, so NAME.out holds what
# bash prints)
{ echo out; echo err >&2; } &> both
sort both
{ echo out2; echo err2 >&2; } &>> both
wc -l < both
{ echo p-out; echo p-err >&2; } |& sort
ls nosuch-file |& wc -l
rm both

# &> FILE, &>> FILE and |& (bash extensions; dash lacks them, so
# NAME.out holds what bash prints): both streams, the order of later
# redirections, |& only for the command before it
f() { echo out; echo err >&2; }
f &> a; sort a
f &>> a; wc -l < a
f &> /dev/null; echo "to null: $?"
f |& tr a-z A-Z | sort
{ f |& cat; } 2>/dev/null | sort
f &> b 2>&1; sort b
f 2>/dev/null |& cat
(f) &> c; sort c
rm a b c

# bash: >&WORD with no fd number before it is &>WORD when WORD, as written
# or expanded, is no number and not -; a number is still a dup (dash
# lacks this: its "Bad fd number" is a syntax error, so NAME.out holds
# what bash prints)
{ echo out; echo err >&2; } >& both; cat both
{ echo out2; echo err2 >&2; } >&both2 2>/dev/null; cat both2
echo to1 >&1
exec 3>&1; echo to3 >&3
x=file; { echo out3; echo err3 >&2; } >&$x; cat file
n=1; echo num >&$n
c=-; (echo closed >&$c) 2>/dev/null || echo "close failed"
{ echo a; echo b >&2; } >& /dev/null; echo "quiet"
set +C
# expect: bash
