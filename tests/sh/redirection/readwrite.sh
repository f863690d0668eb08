# <> opens for reading and writing without truncating, creating the file
printf 'abcdef\n' > f
echo XY 1<> f; cat f
exec 3<> f
read -r l <&3; echo "read [$l]"
echo tail >&3
exec 3>&-
cat f
: <> new; ls new
cat 0<> f | head -n 1
exec 4<>f; echo "4 open $?"; exec 4<&-
printf '12345' > g
{ printf 'ab' >&5; } 5<> g; cat g; echo
rm f new g
