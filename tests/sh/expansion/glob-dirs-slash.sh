# patterns with several components, trailing slashes, ./ and ../, and a
# slash that a pattern character can never match
mkdir -p d1/s d2/s d3 .hd/s
touch d1/s/f d2/s/g d1/x d3/.h .hd/s/k
echo */s
echo */s/*
echo d?/*
echo */
echo ./d*/x
echo d1/../d2/s/*
echo d1/*/f d[12]/s/[fg]
echo d*/.h d*/.*
echo */.*/* 2>/dev/null | tr ' ' '\n' | grep -c hd
echo .*/s/*
echo d1?s 'd1/s'* d1[/]s
echo *s
echo d3/*
rm -r d1 d2 d3 .hd
