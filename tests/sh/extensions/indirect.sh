# bash's indirection: ${!name} (the parameter named by name's value: a
# variable, a positional or special parameter, $@), with the operators
# after it, ${!1}, ${!#}; ${!prefix*} and ${!prefix@} (the names of the
# set variables beginning with prefix, sorted, joined as $* and $@ are);
# ${!} stays $!; an unset or invalid name is an error of status 1;
# bash is the reference
# expect: bash
x=y y=z
echo ${!x} "${!x}" ${!x^^} ${#x}
echo ${!x:-d} ${!x/z/q} "[${!x#z}]" ${!x+set} ${!x:+alt}
unset y; echo "[${!x-def}]" "[${!x:+alt}]" "[${!x}]"
echo "[${!x=new}]" "$y"
set -- one two "three four"
n=2; echo ${!n}
echo "${!#}"; (echo ${!3}) 2>/dev/null; echo "status $?"
i=1; echo ${!i}
a=@; printf '<%s>' "${!a}"; echo
a='*'; printf '<%s>' "${!a}"; echo
a=0; v=${!a}; [ "$v" = "$0" ] && echo "\$0 through !"
a='#'; echo ${!a}
b='v1' v1='a  b'; printf '<%s>' ${!b} "${!b}"; echo
# ${!} is still $! and ${!-x} is $! or x
echo "[${!-none}]"
sleep 0 & p=$!; wait; [ "${!}" = "$p" ] && echo "\${!} is \$!"
# the names of variables with a prefix
pre_b=1 pre_a=2 pre_c= pre=x prefix=3 pr=0
printf '<%s>' ${!pre*}; echo
printf '<%s>' "${!pre@}"; echo
printf '<%s>' "${!pre*}"; echo
IFS=,; echo "${!pre*}"; IFS=' '
unset pre_a; echo ${!pre_*}
printf '<%s>' "${!nosuchprefix@}" "${!nosuchprefix*}"; echo
local_fn() { local pre_l=1; echo ${!pre_*}; }; local_fn
# errors: an unset, empty or invalid name, and bad forms
unset u; (echo "${!u}") 2>/dev/null; echo "status $?"
e=; (echo "${!e}") 2>/dev/null; echo "status $?"
s='a b'; (echo "${!s}") 2>/dev/null; echo "status $?"
s='1a'; (echo "${!s}") 2>/dev/null; echo "status $?"
s='x-y'; (echo "${!s-d}") 2>/dev/null; echo "status $?"
(eval 'echo ${#!x}') 2>/dev/null || echo "an error"
(eval 'echo ${!x*y}') 2>/dev/null || echo "an error"
