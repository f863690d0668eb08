# positional parameters past nine, shift, set -- with many arguments
set -- a b c d e f g h i j k l
echo "$#" "${10}" "${11}" "${12}" "$10" "$11"
echo "${12-none}" "${13-none}" "${010}"
shift 2; echo "$#" "$1" "${10}" "${11-gone}"
shift $(( $# - 1 )); echo "$#" "$1"
set -- $(i=1; while [ $i -le 100 ]; do echo $i; i=$((i+1)); done)
echo "$#" "${99}" "${100}"
f() { echo "$# ${10} ${11}"; }
f 1 2 3 4 5 6 7 8 9 ten eleven
(shift 200) 2>/dev/null; echo "shift too many: $?"
set -- 1 2 3
shift 0; echo "$#"
shift 3; echo "$#"
