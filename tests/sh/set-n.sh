# set -n and sh -n: read commands without running them
printf 'echo ran\nif true; then echo ok; fi\n' > good
sh -n good; echo "good: $?"
printf 'echo ran\nif true; then\n' > bad
sh -n bad 2>/dev/null; echo "bad: $?"
sh -n -c 'echo not-run'; echo "-n -c: $?"
printf 'echo first\nset -n\necho never\nfi fi\n' > mid
sh mid 2>/dev/null; echo "set -n midway: $?"
rm good bad mid
