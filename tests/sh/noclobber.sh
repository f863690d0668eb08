# set -C: > refuses to overwrite a regular file, >| forces, >> appends
echo first > f
set -C
echo second > f 2>/dev/null || echo "refused: $?"
cat f
echo third >| f; cat f
echo fourth >> f; cat f
echo new > g && cat g
echo dev > /dev/null && echo "devices are fine"
set +C
echo fifth > f; cat f
set -o noclobber
(echo sixth > f) 2>/dev/null; echo "status $?"
set +o noclobber
rm f g
