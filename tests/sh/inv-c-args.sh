# sh -c CMD NAME ARGS: NAME is $0, the rest are $1...; options before -c
# and after; -c with -- ; the command string can hold several lines
sh -c 'echo "[$0] [$#] [$*]"'
sh -c 'echo "[$0] [$#] [$*]"' nm
sh -c 'echo "[$0] [$#] [$*]"' nm a 'b c'
sh -c 'echo "[$0] [$1]"' -- x
sh -e -c 'echo "[$-]" | grep -c e'
sh -c -e 'false; echo never'; echo "-c -e: $?"
sh -ce 'false; echo never'; echo "-ce: $?"
sh -c 'echo one
echo two'
sh -c 'shift; echo "$@"' nm a b c
sh -c 'echo "${10}"' nm 1 2 3 4 5 6 7 8 9 ten
sh -c 'exit $#' nm a b c; echo "argc as status: $?"
sh -c '' ; echo "empty command: $?"
sh -c '#comment only'; echo "comment: $?"
sh -c 'echo "$0"' 'name with space'
