# set -e: the shell exits on a failing command, except in the contexts
# POSIX lists
set -e
false || echo "|| list: not fatal"
false && echo never
echo "&& list: not fatal"
if false; then echo never; else echo "if condition: not fatal"; fi
while false; do :; done; echo "while condition: not fatal"
until true; do :; done; echo "until condition: not fatal"
! true; echo "! pipeline: not fatal"
false | true; echo "non-last of a pipeline: not fatal"
f() { false; echo "in f after false (run because f is a condition)"; }
if f; then echo "f true"; fi
f || echo never
g() { false; echo never-g; }
(g); echo "never"
