# [[ -v NAME ]] and [[ -o OPTION ]] (bash extensions; dash lacks [[, so
# NAME.out holds what bash prints): set but empty counts as set, local
# without a value does not, digits name positional parameters
x=5; [[ -v x ]] && echo v-set; [[ -v nope ]] || echo v-unset
x=; [[ -v x ]] && echo empty-set; unset x; [[ -v x ]] || echo unset
set -- a b; [[ -v 2 ]] && echo p2; [[ -v 3 ]] || echo nop3
y=PATH; [[ -v $y ]] && echo indirect
f() { local l; [[ -v l ]] || echo local-unset; l=1; [[ -v l ]] && echo local-set; }; f
[[ ! -v nope && -v PATH ]] && echo combined
[[ -o errexit ]] || echo e-off
set -e -o pipefail; [[ -o errexit && -o pipefail ]] && echo e-on
set +e; [[ -o nosuch ]]; echo nosuch $?
# expect: own (the comment at the top says why)
