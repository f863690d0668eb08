# command with both -v and -V (exec.c): -V wins whatever the order, as
# in dash; -p does not change the choice
f() { :; }
command -v -V f
command -V -v f
command -vV cd
command -Vv if
command -v -p -V :
command -pvV nosuchcommand; echo "missing $?"
command -v f
