# trap with no operands in a subshell (also $(trap), a pipeline and a
# background one): traps set to commands were reset there, so only the
# ignored signals are listed, as dash does
trap 'echo x' USR1
trap '' USR2
echo "subshell:"; (trap)
echo "cmdsubst:"; echo "$(trap)"
echo "cmdsubst 2:"; echo "$(true; trap)"
echo "pipeline:"; trap | cat
echo "bg:"; (trap) & wait
