# && and || are left-associative, equal precedence; status of the last run
true && echo a
false && echo b
false || echo c
true || echo d
false && echo e || echo f
true || echo g && echo h
false || false || echo i
true && false && echo j; echo $?
false || true; echo $?
true && { echo k; false; } || echo l
x=0; true && x=1; echo $x
false &&
echo continued-after-and
true ||
echo nope
echo m
! true || echo n
! false && echo o
