# mdev.t - what mdev does before it touches /dev: --help, the root check,
# usage errors. Everything else is in root/mdev.t, in a mount namespace
# with a fake /sys and a tmpfs /dev, against busybox mdev.
needs applet mdev
check "--help" 'mdev --help | head -1' 'Usage: mdev [-vS] { [-s] | [-df] }\n'
if [ "$_uid" = 0 ]; then
	needs cmd setpriv
	N='setpriv --reuid 65534 --regid 65534 --clear-groups'
else
	N=
fi
check -s 1 -e 'mdev: must be root\n' "not root" "$N mdev -s" ''
needs_end
needs root
check -s 1 -e "mdev: invalid option -- 'x'\nUsage: mdev [-vS] { [-s] | [-df] }\n" \
	"bad option" 'mdev -x' ''
check -s 1 -e "mdev: no ACTION and DEVPATH in the environment (-s for a scan)
Usage: mdev [-vS] { [-s] | [-df] }\n" \
	"no event" 'env -u ACTION -u DEVPATH mdev' ''
check -s 1 -e "mdev: no ACTION and DEVPATH in the environment (-s for a scan)
Usage: mdev [-vS] { [-s] | [-df] }\n" \
	"ACTION without DEVPATH" 'env -u DEVPATH ACTION=add mdev -v' ''
