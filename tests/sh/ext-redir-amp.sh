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
# expect: own (the comment at the top says why)
