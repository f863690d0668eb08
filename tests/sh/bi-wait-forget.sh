# wait without operands forgets every job, also those that ended before
# it ran (POSIX: all known process IDs are removed), so the next job is
# %1 again and "wait %1" gets its status, not that of an old job
(exit 4) & (exit 5) & sleep 0.2
wait; echo "wait: $?"
(exit 6) & wait %1; echo "%1: $?"
(exit 7) & sleep 0.2
wait; (exit 8) & wait %1; echo "%1 again: $?"
