# bash's brace expansion of lists: {a,b,c}, nested, with a prefix and a
# suffix, several in a word (bash's order), empty members, and what stays
# as written: quoted or escaped braces and commas, {a}, {}, unmatched
# braces, braces inside $( ) and ${ }; expect: bash is the reference
# expect: bash
p() { printf '%s|' "$@"; echo; }
p {a,b,c}
p {a,{b,c}d} a{b,c{d,e}f,g}h {a,b,{c}} {a,{b}} {{a},b}
p x{a,b}y pre{1,2} {1,2}post
p {a,b}{1,2} {a,b}{1,2}{x,y} x{a,b}-{c,d}y
p {a,} {,a} x{,} {a,,b} {,}
p "{a,}" "" {a,}"" ""{,}
p \{a,b} "{a,b}" '{a,b}' {a\,b,c} {a,b\} {a,b"}" "{"a,b} {a",b"}
p {a} {} a{b}c {a}{b,c} {{a,b} {a,b}} }{a,b} {a,b}{ {a,b {a,b,
p {x{a,b}} {1{..,x}3} {a,b}\ {c,d} {a,b}$'\n' $'{a,b}'
p {a,b}{} {}{a,b} '{'{a,b}'}' {a,b\}} {a\},b}
p {$(echo a,b)} `echo {a,b}` $(echo {c,d}) "$(echo {e,f})" {`echo x`,y}
p {$((1,2)),3} {$((1+1)),3}
a=A b=B c='x y'
p {$a,$b} {"$a",b} {$c,z} {"$c",z} {$a}
x='{a,b}'
p $x "$x" ${x} {$x,1}
p ${u:-{a,b}} "${u:-a,b}" ${u:-a,b} ${#x}{1,2}
p \${a,b} \$\{a,b} {\$a,b}
# tilde expansion comes after: {~,x} gives the home directory
HOME=/home/me
p {~,x} ~{,} {x,~/d}
# pathname expansion comes after too
mkdir d && cd d && : > fa && : > fb && : > ga
p {f,g}* {f,x}a [f]{a,b} {*b,q}
cd .. && rm -r d
