# a bad ${...} is an error when it is expanded, not when it is parsed
# (as in dash): the commands before it run, one never expanded is no
# error, and a newline inside the braces does not end it
for s in 'echo ${ x}' 'echo ${%}' 'echo ${#x-}' 'echo ${x!}' \
    'echo ${ "}" }; echo not-here' 'echo ${
x}' 'echo ${x
}' ': || echo ${ x}; echo "not expanded: $?"' \
    'f() { echo ${!}; echo ${ x}; }; echo defined; f' \
    'echo ${x-$(echo ${ y})}; echo "in a substitution: $?"' \
    'x=${ y} true; echo "assignment: $?"'; do
	printf 'echo before\n%s\n' "$s" > u
	sh u 2>&1; echo "-> $?"
done
# at the end of input it is a syntax error
printf 'echo before\necho ${x:y\n' > u
sh u 2>&1; echo "-> $?"
rm u
