# here-documents on other fds, with other redirections, read in loops
cat 3<<EOT <&3
on fd 3
EOT
{ read a <&4; read b <&4; echo "$a/$b"; } 4<<EOT
first
second
EOT
cat <<EOT 2>&1 >/dev/null
dropped
EOT
cat <<EOT >out; cat out
to out
EOT
while read -r n <&5; do echo "n=$n"; done 5<<EOT
1
2
EOT
f() { cat <&6; } 6<<EOT
bound to the function
EOT
f
sh -c 'cat <&7' 7<<EOT
to a child on fd 7
EOT
exec 8<<EOT
kept by exec
EOT
cat <&8
exec 8<&-
rm out
