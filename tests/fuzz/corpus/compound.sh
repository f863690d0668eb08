if a; then b; elif c; then d; else e; fi
for i in 1 2; do case $i in 1|2) x=${i:-${y#*}};; *) ;; esac; done
