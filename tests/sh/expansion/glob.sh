# pathname expansion: sorted, *, ?, no match leaves the word, quoting
mkdir d
touch d/a d/b d/ab d/abc d/.hidden d/B d/c1 d/c2 'd/sp ace'
echo d/*
echo d/?
echo d/a*
echo d/*b*
echo d/??
echo d/nomatch*
echo "d/*" 'd/?' d/\*
echo d/.*
echo d/.h*
echo d/*1 d/c[12]
v='d/a*'
echo $v
echo "$v"
set -- d/*; echo $#
for f in d/s*; do echo "[$f]"; done
echo d/*/
mkdir d/sub; touch d/sub/x d/sub/y
echo d/*/
echo d/*/x d/s*/*
echo */a
echo d/[ab]
echo d/a\*
echo d/a"*"
cd d; echo *; echo ?; cd ..
echo x* d/zz*
rm -r d
