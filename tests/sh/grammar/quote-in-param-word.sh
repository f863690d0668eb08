# quoting inside ${...} words, inside and outside double quotes
show() { printf '%s' "$#:"; for a; do printf '[%s]' "$a"; done; echo; }
unset u
s=set
show ${u-'a  b'} ${u-"c  d"} ${u-e\ \ f}
show "${u-'single'}" "${u-"double"}" "${u-\$x}"
show "${u-a\}b}" ${u-a\}b} "${u-\"}"
show ${u-}x "${u-}"
show ${s+'$s'} "${s+"$s"}" ${s+$s\ $s}
show "${s:+a  "b  c"  d}"
show ${s:+a  "b  c"  d}
show "${u:-\\}" ${u:-\\} "${u:-\a}"
show ${u:-'}'} "${u:-'x'}"
x=ab
show "${x#'a'}" ${x#'a'} "${x#"a"}" "${x%\b}"
p='*'
show "${x#$p}" "${x#"$p"}" ${x%%$p}
show "${u-$s"$s"}"
