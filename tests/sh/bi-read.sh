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
