# read: IFS splitting, backslashes, -r, -p, status at end of file
# bash's brace expansion (set -B, in $-) off: dash, the reference, lacks it
case $- in *B*) set +B;; esac

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

# read (builtins.c): IFS splitting, backslashes, -r, -p, EOF status, and
# nothing read past the line, from a pipe and from a regular file
show() { printf '[%s]' "$@"; echo; }
# t INPUT [-r] NAME...: read the NAMEs from INPUT, show them and the status
t() {
	printf "$1" | {
		shift
		read "$@"
		st=$?
		eval show $(printf '"$%s" ' "$@")
		echo "st $st"
	}
}
t 'a b  c d\n' x y
t '  a b  c  \n' x y
t '  a b  c  \n' x y z w
t 'one\n' x y z
t 'a\\ b\\\nc d\n' x y
t 'a\\ b\\\nc d\n' -r x y
t 'a\\\\b\\c\n' x y
t '\\ a b\n' x y
t 'a b\\ \n' x y
t 'a b \\\n c \n' x y
t 'abc' x
t '' x
t 'a\\' x
t 'a\\\n' x
t 'a\0b c\n' x y
printf 'a:b::c:\n' | { IFS=: read x y z; show "$x" "$y" "$z"; }
printf 'a:b::c::\n' | { IFS=: read x y z; show "$x" "$y" "$z"; }
printf 'a:b:c:\n' | { IFS=: read x y z; show "$x" "$y" "$z"; }
printf 'a:b:\n' | { IFS=: read x y z; show "$x" "$y" "$z"; }
printf ':a\n' | { IFS=: read x y; show "$x" "$y"; }
printf 'a\\:b:c\n' | { IFS=: read x y; show "$x" "$y"; }
printf ' a : b : c \n' | { IFS=' :' read x y; show "$x" "$y"; }
printf ' a :: b : c : \n' | { IFS=' :' read x y; show "$x" "$y"; }
printf ' a b :: \n' | { IFS=' :' read x; show "$x"; }
printf ' a b \n' | { IFS= read x y; show "$x" "$y"; }
printf 'a\tb\n' | { IFS='	' read x y; show "$x" "$y"; }
printf 'l1\nl2\nl3\n' | { read x; cat; show "$x"; }
printf 'l1\nl2\nl3\nl4\n' > f.txt
{ read x; read -r y; head -n 1; read z; show "$x" "$y" "$z"; } < f.txt
{ read x; cat; } < f.txt
long=$(i=0; while [ $i -lt 300 ]; do printf 'abcdefghij'; i=$((i+1)); done)
printf '%s\nafter\n' "$long" > g.txt
{ read x; read y; echo "${#x} $y"; } < g.txt
while read -r line; do echo "<$line>"; done < f.txt
printf 'x\n' | { read -p 'prompt> ' v; show "$v"; }
printf 'x\n' | { read; echo "no name: $?"; }
printf 'x\n' | { read -x v; echo "read -x: $?"; }
printf 'x\n' | { read -p; echo "read -p: $?"; }
printf 'a\nb\n' | { read 1a; echo "bad name: $?"; read x; show "$x"; }
printf 'a b\nc\n' | {
	readonly y
	read x y z; echo "ro: $?"; show "$x" "$y" "$z"
	read w; show "$w"
}
rm -f f.txt g.txt

# read without -r: backslash quotes the next character, including an IFS
# character and a newline (continuation); with -r it is kept
printf 'a\\ b c\n' | { read x y; show "$x" "$y"; }
printf 'one\\\ntwo three\n' | { read x y; show "$x" "$y"; }
printf 'one\\\n\\\ntwo\n' | { read x; show "$x"; }
printf 'end\\\n' | { read x; echo "st $?"; show "$x"; }
printf 'a\\\\b\n' | { read x; show "$x"; }
printf '\\n\\t\n' | { read x; show "$x"; }
printf 'a\\ b c\n' | { read -r x y; show "$x" "$y"; }
printf 'one\\\ntwo\n' | { read -r x; read -r y; show "$x" "$y"; }
printf ' \\ lead\n' | { read x y; show "$x" "$y"; }
printf 'trail\\ \n' | { read x; show "$x"; }

# read field splitting corner cases: IFS whitespace vs other characters,
# the last variable keeps separators inside, trailing IFS whitespace is
# dropped, one trailing non-whitespace separator too
t() { printf '%s\n' "$2" | { IFS=$1 read -r a b c; show "$a" "$b" "$c"; }; }
t ' ' '  one  two  three  four  '
t ':' 'a:b:c:d'
t ':' 'a:b:c:'
t ':' 'a:b:c::'
t ':' 'a::'
t ':' ':::'
t ': ' ' a : b : c d : '
t ': ' 'a  :  : b'
t ',' ',a'
t 'ab' 'xaybzcw'
t '' '  keep  all  '
t ' ' ''
t ':' ''
printf 'x y z\n' | { read -r only; show "$only"; }
printf '  lead\n' | { IFS= read -r v; show "$v"; }
printf '  lead\n' | { IFS=: read -r v; show "$v"; }
printf 'a\tb\tc\n' | { IFS='	' read -r x y; show "$x" "$y"; }

# read's status: 0 for a full line, 1 at end of file even when it got a
# partial line (the variables are still set), >1 for errors; while read
# loops over the lines and stops at EOF; a final line without newline
printf 'partial' | { read x; echo "st $?"; show "$x"; }
: | { read x; echo "empty st $?"; show "$x"; }
printf '\n' | { read x; echo "blank st $?"; show "$x"; }
printf 'a\nb' | { n=0; while read l; do n=$((n+1)); done; echo "loop saw $n, last [$l]"; }
printf 'a\nb' | { while read l || [ -n "$l" ]; do echo "got $l"; done; }
read x < /dev/null; echo "dev null: $?"
x=keep; read x < /dev/null; show "$x"
read x 2>/dev/null <&-; echo "closed: $?" | sed 's/: [2-9]$/: >1/'
mkdir d; (read x < d) 2>/dev/null; echo "directory: $?" | sed 's/: [1-9]$/: nonzero/'
rm -r d
