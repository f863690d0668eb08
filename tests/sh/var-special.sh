# PPID, PWD, IFS default, PS4 default, OPTIND, $0 in sh -c, HOME
[ "$PPID" -gt 0 ] && echo "PPID is a number"
p=$$; c=$(sh -c 'echo $PPID'); [ "$c" = "$p" ] && echo "child's PPID is \$\$"
[ "$PWD" = "$(pwd)" ] && echo "PWD matches pwd"
printf '%s' "$IFS" | od -An -c | tr -s ' '
echo "OPTIND=$OPTIND"
echo "PS4=[$PS4]"
sh -c 'echo "\$0 is $0, \$1 is $1, # is $#"' myname a b
sh -c 'echo "$0"'
(PPID=5) 2>/dev/null; echo "assign to PPID: $?"
x=$(sh -c 'echo $PS1')
echo "PS1 of a non-interactive shell: [$x]"
sh -c 'echo "[${ENV-unset}]"'
unset IFS; echo "unset IFS: [${IFS-unset}]"
