# dmesg.t - dmesg, compared with util-linux dmesg on the first lines
needs applet dmesg
needs cmd dmesg
if ! PATH=$HOSTPATH dmesg > /dev/null 2>&1; then needs cmd readable-kernel-log; fi
# util-linux reads /dev/kmsg and indents the continuation lines of a
# multi-line record; syslog(2) gives each of those lines the record's
# prefix, and so do we: ul is util-linux's dmesg brought to that form
cat > cont.awk << 'EOF'
p != "" && substr($0, 1, length(p)) ~ /^ +$/ {
	print p substr($0, length(p) + 1)
	next
}
{ p = match($0, /^(<[0-9]+>)?\[[^]]*\] /) ? substr($0, 1, RLENGTH) : ""; print }
EOF
# the ring buffer moves while tests run: ours must equal util-linux's
# output taken just before or just after it
steady() {
	check "$1" "ul() { PATH=\$HOSTPATH dmesg \"\$@\" | awk -f cont.awk; }
	    a=\$(ul${2#dmesg}); b=\$($2); c=\$(ul${2#dmesg})
	    { [ \"\$b\" = \"\$a\" ] || [ \"\$b\" = \"\$c\" ]; } && echo same ||
	    printf '%s\\n--\\n%s\\n' \"\$a\" \"\$b\"" 'same\n'
}
steady "first lines" 'dmesg | head -3'
steady "raw" 'dmesg -r | head -3 | sed "s/^<[0-9]*>//"'
check "-r keeps the level" 'dmesg -r | head -1 | grep -c "^<[0-9]*>"' '1\n'
check "size limit" '[ "$(dmesg -s 100 | wc -c)" -le 101 ] && echo ok' 'ok\n'
check -s 1 -e "dmesg: invalid number 'x'\nUsage: dmesg [-cCrktT] [-l LEVEL[,LEVEL]] [-n LEVEL] [-s SIZE]\n" \
	"-s bad" 'dmesg -s x' ''
steady "-k" 'dmesg -k | head -3'
steady "-t" 'dmesg -t | head -3'
steady "-T" 'dmesg -T | head -3'
steady "-k -r" 'dmesg -kr | head -3'
steady "-l err,warn" 'dmesg -l err,warn,3 | head -3'
steady "-l 6 -T -t" 'dmesg -l 6 -T -t | head -3'
steady "-t -T" 'dmesg -t -T | head -3'
check -s 1 -e "dmesg: unknown level 'foo'\n" "-l bad" 'dmesg -l err,foo' ''
