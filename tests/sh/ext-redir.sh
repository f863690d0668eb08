# &> FILE and |& (bash extensions; dash lacks them, so NAME.out holds what
# bash prints)
{ echo out; echo err >&2; } &> both
sort both
{ echo out2; echo err2 >&2; } &>> both
wc -l < both
{ echo p-out; echo p-err >&2; } |& sort
ls nosuch-file |& wc -l
rm both
# expect: own (the comment at the top says why)
