# read: IFS splitting, last variable takes the rest, -r, continuation, EOF
out() { printf '%s\n' "$*"; }
read a b c <<EOT
one two three four
EOT
out "[$a][$b][$c]"
read a b <<EOT
only
EOT
out "[$a][$b]"
read a <<EOT
  lead and trail  
EOT
out "[$a]"
read a b <<'EOT'
back\ slash a\\b
EOT
out "[$a][$b]"
read -r a b <<'EOT'
raw\ kept a\\b
EOT
out "[$a][$b]"
read a <<'EOT'
contin\
ued
EOT
out "[$a]"
read -r a <<'EOT'
not\
joined
EOT
out "[$a]"
printf 'no newline' | { read a; out "status $? [$a]"; }
printf '' | { read a; out "eof status $? [${a-unset}]"; }
printf 'x\ny\n' | { read a; read b; out "$a$b"; }
printf 'a:b:c\n' | { IFS=: read x y; out "[$x][$y]"; }
printf 'a::c\n' | { IFS=: read x y z; out "[$x][$y][$z]"; }
printf 'a:b:\n' | { IFS=: read x y; out "[$x][$y]"; }
printf 'a:b::\n' | { IFS=: read x y; out "[$x][$y]"; }
printf '  \n' | { read a; out "[$a]"; }
while read -r line; do out "line: $line"; done <<EOT
first
second
EOT
printf 'tab\there\n' | { read a b; out "[$a][$b]"; }
(read a <&-) 2>/dev/null; out "closed stdin: $?"
