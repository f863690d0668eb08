# ${x/pat/rep} corner cases (bash extension; dash lacks it, so NAME.out
# holds what bash prints): longest match, empty pattern, anchors with
# globs, a replacement with slashes, and "${@/pat/rep}" on each
# parameter. (bash 5.2's & in the replacement is left out)
x=aaa-bbb-aaa
echo "${x/a*a/X}"
echo "${x//a/}"
echo "${x/#a*-/X}"
echo "${x/%-*a/X}"
echo "${x/#/pre-}"
echo "${x/%/-post}"
r=/s/l; echo "${x/-/$r}"
echo "${x//[ab]/.}"
echo "${x//?/.}"
echo "${x//*/all}"
y='a b'; echo "${y/ /_}"
echo "${y// }"
e=; echo "[${e/x/y}]" "[${e/#/z}]"
set -- ab cb; echo "${@/b/B}"
arr=x.tar.gz; echo "${arr/.*/}" "${arr//./_}"
# expect: own (the comment at the top says why)
