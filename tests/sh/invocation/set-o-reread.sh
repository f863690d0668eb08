# set +o prints commands that restore the current options; saved and
# eval'ed later they bring the options back; set -o lists every name
set -f -u -C
saved=$(set +o)
set +f +u +C -a
case $- in *f*) echo never ;; esac
eval "$saved"
for l in a f u C; do case $- in *$l*) echo "$l on" ;; *) echo "$l off" ;; esac; done
set +f +u +C
set -o | while read -r name state; do
	case $name in
	allexport|errexit|noglob|nounset|noclobber|noexec|verbose|xtrace|notify|monitor)
		echo "$name $state" ;;
	esac
done
set -o noglob
set -o | grep '^noglob' | tr -s ' \t' ' '
set +o | grep -e noglob -e nounset
set +o noglob
(set -o; set +o) | grep -c -e errexit
