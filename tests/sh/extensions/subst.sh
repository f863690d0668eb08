# ${x/pat/rep} and its forms (bash extensions; dash lacks them, so
# NAME.out holds what bash prints, as each part below says)

# ${x/pat/rep}, ${x//pat/rep}, ${x/#pat/rep}, ${x/%pat/rep} (bash
# extensions; dash lacks them, so NAME.out holds what bash prints)
x=hello-world-hello
echo "${x/hello/bye}"
echo "${x//hello/bye}"
echo "${x/#hello/start}"
echo "${x/%hello/end}"
echo "${x/#world/no}"
echo "${x/o/0}" "${x//o/0}"
echo "${x/l*/L}"
echo "${x//[eo]/_}"
echo "${x/hello}"
echo "${x//-/ }"
echo "${x/nomatch/x}"
p=world; r=WORLD
echo "${x/$p/$r}"
echo "${x/"l*"/lit}"
s='a*b'; echo "${s/\*/star}"
unset u; echo "[${u/a/b}]"
set -- one two
echo "${1/o/0}"
path=/usr/local/bin; echo "${path//\//:}"

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

# the replacement of "${x/pat/rep}" is not quoted by the outer double
# quotes, as the pattern is not (bash extension; dash lacks it, so
# NAME.out holds what bash prints): quotes and backslashes in it are
# removed as in an unquoted word, a leading tilde expands, and the result
# is neither split nor globbed
HOME=/hm
x=hello; y='a  b'
printf '[%s]' "${x/l/\/}" "${x/l/'q'}" "${x/l/\z}" "${x/l/\\\a}" "${x/l/\ }"
echo
printf '[%s]' "${x/l/$y}" ${x/l/$y} "${x/l/"$y"}" "${x/l/*}" "${x/l/\"}"
echo
printf '[%s]' "${x/l/~}" ${x/#/~/} "${x/l/a~}" "${x/l/\$y}" "${x/l/"'"}"
echo
p=/usr/local/bin; echo "${p//\//\\}" "${p//'/'/:}" "${p/#\/usr/\~}"

# after // a pattern may begin with a slash, so ${x////_} replaces each
# slash (bash extension; dash lacks it, so NAME.out holds what bash prints)
x=/usr/local/bin
echo "${x////_}" ${x////-} "${x///}" "${x////}"
echo "${x///_}" "${x//}" "${x/#//_}" "${x/%//_}" "${x//\//.}"
set -- a/b c/d/e
echo "${@////+}" "${*////}"

# ${x/pat/rep} on a long value takes time in proportion to its length,
# not its cube (bash extension; dash lacks it, so NAME.out holds what
# bash prints). The CPU limit turns the old slowness into a failure.
x=ab; n=0
while [ $n -lt 11 ]; do x=$x$x; n=$((n + 1)); done	# 4096 bytes
(
	ulimit -t 10
	y=${x//b/c}; echo "${#y} ${y%"${y#??????}"}"
	y=${x//[b]/}; echo "${#y}"
	y=${x//z/c}; echo "${#y}"
	y=${x/%b/E}; echo "${y#"${y%???}"}"
	y=${x//?b/-}; echo "${#y}"
	y=${x/#a/S}; echo "${y%"${y#???}"}"
) || echo "too slow: $?"
# expect: bash
