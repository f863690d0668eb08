# root/poweroff.t - poweroff, reboot, halt inside a new PID namespace, where
# reboot(2) ends only the namespace (SIGINT to its init for power-off and
# halt, SIGHUP for restart). Every command first proves it is PID 1 of a
# new namespace, so that nothing here can stop the machine running the tests.
needs applet poweroff
needs root
needs syscall reboot
needs cmd unshare
if ! unshare -pf sh -c '[ $$ = 1 ]' 2>/dev/null; then needs cmd pid-namespaces; fi
# (the signal trap may run before or after the applet's own echo: sorted)
ns() { echo "(unshare -pf sh -c '[ \$\$ = 1 ] || exit 99; $1'; exit \$?) 2>/dev/null | sort"; }
nsx() { echo "(unshare -pf sh -c '[ \$\$ = 1 ] || exit 99; $1'; exit \$?) 2>/dev/null"; }
for a in poweroff reboot halt; do
	case $a in poweroff) sig=USR2 ;; reboot) sig=TERM ;; halt) sig=USR1 ;; esac
	check "$a signals init with $sig" "$(ns "trap \"echo got $sig\" $sig; $a; echo \$?")" \
		"0\ngot $sig\n"
	check "$a -d 1 waits" "$(ns "trap \"echo got\" $sig; s=\$(date +%s); $a -d 1; e=\$(date +%s); [ \$((e - s)) -ge 1 ] && echo waited")" \
		"got\nwaited\n"
done
check -s 130 "poweroff -f ends the namespace" "$(nsx 'exec poweroff -f')" ''
check -s 130 "halt -fn ends the namespace" "$(nsx 'exec halt -f -n')" ''
check -s 129 "reboot -f restarts it" "$(nsx 'exec reboot -f')" ''
check -s 130 "as PID 1, without -f" "$(nsx 'exec poweroff')" ''
