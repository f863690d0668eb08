# find.t - find, compared with GNU findutils' find (LC_ALL=C TZ=UTC)
#
# Output order is the directory's readdir order, the same for both finds
# here but not on the machine that replays the stored expectation: lists
# go through sort unless the order is the point, and then each directory
# has a single entry.
needs applet find
umask 022

# a tree with each type, fixed names, sizes, modes and times
mkdir t t/d t/d/e t/empty t/sub t/sub/deeper || exit 1
mkfile t/f 'hello\n'
mkfile t/d/g.c 'int x;\n'
mkfile t/d/e/h.h ''
mkfile t/sub/deeper/i.H 'x\n'
mkfile t/Upper.TXT ''
head -c 3000 /dev/zero > t/k3000
head -c 1025 /dev/zero > t/k1025
head -c 1048577 /dev/zero > t/m1
mkfifo t/fifo
ln -s f t/link
ln -s nowhere t/dangling
ln -s d t/dirlink
ln t/f t/hard
for m in 4755 2711 1777 0600 0000 0444 0751; do
	mkfile t/mode$m ''
	chmod $m t/mode$m
done
touch -d @1000000000 t/f t/d/g.c t/k3000 t/k1025 t/m1 t/mode* t/Upper.TXT
touch -h -d @1000000000 t/link t/dangling t/dirlink
touch -d @1100000000 t/d/e/h.h t/sub/deeper/i.H
touch -d @1000000000 t/d/e t/d t/empty t/sub/deeper t/sub t

same "plain" 'find t | sort'
same "no path is ." 'cd t/d && find | sort'
same "several paths" 'find t/d t/sub t/f | sort'
same "-print explicit" 'find t/d -print | sort'
same "-print0" 'find t/d -print0 | sort -z | od -c'
same "-name" 'find t -name "*.h" | sort'
same "-name is the last name only" 'find t -name "d*" | sort'
same "-name with classes" 'find t -name "[g-i].?" | sort'
same "-name of a trailing-slash operand" 'find t/d/ -name d; find t// -maxdepth 0 -name t'
same "-name of /" 'find / -maxdepth 0 -name /'
same "-iname" 'find t -iname "*.h" | sort'
same "-path" 'find t -path "t/d/*" | sort'
same "-path star crosses slashes" 'find t -path "t*h" | sort'
same "-wholename -ipath" 'find t -wholename "*/e/*"; find t -ipath "*/DEEPER/*"'
same "-regex emacs" 'find t -regex ".*/[a-z]\.[ch]" | sort'
same "-regex emacs alternation" 'find t -regex "t/\(f\|k3000\)" | sort'
same "-regex emacs plus and literal braces" 'find t -regex "t/k[0-9]+" | sort; : > "t/a(b){c}|"; find t -regex "t/a(b){c}|"; rm "t/a(b){c}|"'
same "-regex must match all" 'find t -regex "t/d"; find t -regex "d/g"'
same "-iregex" 'find t -iregex ".*UPPER.*"'
# tests/fuzz/regress/find-regex-stacked-plus and find-regex-star-plus:
# glibc's regcomp (the fuzz build's) takes exponential time on a run of
# +; musl's must not (so not in the glibc builds, SANITIZE=1 and
# VALGRIND=1, where the case took ten minutes)
[ "$ROOTBOX_SANITIZE$ROOTBOX_VALGRIND" = 1 ] ||
check "-regex with a run of +" \
    "find t -regex '.*/(foo|bar;)[0-]9++++++++++++++++++++++++'; echo \$?;
     find t -regex '.\\el*\\ele.\\eletet\\el*++++++++++\\ctil'; echo \$?" '0\n0\n'
# tests/fuzz/regress/find-regex-class-unclosed: a [: left open inside a
# bracket sent the emacs-to-ERE copy past the end of the pattern
check "-regex with an unclosed [:" \
    "find t -regex '[[:' 2>/dev/null; echo \$?; find t -regex 'a[b[:c' 2>/dev/null; echo \$?" \
    '1\n1\n'
same "-regextype posix-extended" 'find t -regextype posix-extended -regex "t/(f|hard)" | sort'
same "-regextype posix-basic" 'find t -regextype posix-basic -regex "t/k[0-9]\{4\}" | sort'
same "-regextype unknown" 'find t -regextype perl'

# types
same "-type f" 'find t -type f | sort'
same "-type d" 'find t -type d | sort'
same "-type l p" 'find t -type l | sort; find t -type p'
same "-type list" 'find t -type l,p | sort'
same "-type errors" 'find t -type x; find t -type fd; find t -type f,; find t -type ""'
same "-xtype" 'find t -xtype d | sort; find t -xtype l'
same "-L -type" 'find -L t -type d | sort; find -L t -type l'
same "-L -xtype" 'find -L t -xtype l | sort'
same "-H" 'find -H t/dirlink | sort; find t/dirlink | sort'
same "-L over a link operand" 'find -L t/dirlink -name "*.c"'
same "-follow" 'find t/dirlink -follow | sort'

# sizes: rounded up to the unit, as GNU
same "-size" 'find t -type f -size 1 | sort'
same "-size c" 'find t -type f -size 3000c; find t -size -2c -type f | sort'
same "-size k" 'find t -type f -size 2k | sort; find t -type f -size 3k'
same "-size +-" 'find t -type f -size +2k | sort; find t -type f -size -1k | sort'
same "-size M G" 'find t -type f -size 2M; find t -size -1M -type f | sort; find t -size -1G -type f | wc -l'
same "-size w b" 'find t -type f -size 1500w; find t -type f -size 6b'
same "-size errors" 'find t -size 1x; find t -size x; find t -size +-1; find t -size 1.5k; find t -size ""'

# permissions and ownership
same "-perm exact" 'find t -perm 644 -type f | sort'
same "-perm -" 'find t -perm -4000; find t -perm -0444 -name "mode*" | sort'
same "-perm /" 'find t -perm /6000 | sort; find t -perm /o=x -name "mode*" | sort'
same "-perm symbolic" 'find t -perm u=rw -type f | sort; find t -perm -g+s; find t -perm /u+s,o+t | sort'
same "-perm /0 warns" 'find t -perm /0 -name f'
same "-perm errors" 'find t -perm 9; find t -perm -u=q; find t -perm /'
same "-user -group" 'find t/d -user root | sort; find t/d -group 0 | sort'
same "-uid -gid" 'find t/d -uid 0 | sort; find t/d -gid +0; find t/d -uid -1 | wc -l'
same "-user unknown" 'find t -user no_such_user_x; find t -group no_such_group_x; find t -user ""; find t -group ""'
same "-user numeric unknown" 'chown 54321:54322 t/f; find t -user 54321; find t -nouser; find t -nogroup; find t -group 54322; chown 0:0 t/f'
same "-links" 'find t -links 2 -type f | sort; find t -type f -links +1 | sort; find t -type f -links -2 | wc -l'
same "-samefile" 'find t -samefile t/f | sort; find -L t -samefile t/f | sort'
same "-inum" 'find t -inum $(stat -c %i t/f) | sort'
same "-empty" 'find t -empty | sort'
same "-readable -writable -executable" 'find t -executable -type f | sort; find t -readable -name "mode0*" | sort; find t -writable -name "m*" | sort'
same "-true -false" 'find t/f -true; find t/f -false; find t/d -false -o -true | sort'

# times: fixed ones, and ones relative to now (far from any boundary)
# made afresh by each command that needs times relative to its own now;
# minM is 5 s past M minutes old, so that the finds after it may take 25 s
# (a dozen under Valgrind) before min1 reaches the 1.5-minute boundary
mktm='rm -rf tm; mkdir tm; now=$(date +%s)
for d in 0 1 2 3 10; do touch -d "@$((now - d * 86400 - 100))" tm/day$d; done
for m in 0 1 5 90; do touch -d "@$((now - m * 60 - 5))" tm/min$m; done
touch -d "@$((now + 1000))" tm/future; touch -d "@$((now - 86400 * 4))" tm
'
same "-newer" 'find t -newer t/f | sort; find t ! -newer t/d/g.c -type f | sort'
same "-anewer -cnewer" "$mktm"'find t -anewer t/d/g.c -type f | sort; find tm -cnewer t/f | wc -l'
same "-mtime" "$mktm"'for n in 0 1 +1 -2 +3 -0 +0 10 +9; do echo "$n: $(find tm -mtime $n | sort | tr "\n" " ")"; done'
same "-mtime fractions and signs" "$mktm"'find tm -mtime 1.5; find tm -mtime +-1 | sort; find tm -mtime x; find tm -mtime ""'
same "-mmin" "$mktm"'for n in 0 1 2 5 6 -2 +4 +90 91 -91 -1.5 1.5; do echo "$n: $(find tm -mmin $n | sort | tr "\n" " ")"; done'
same "-atime -amin -ctime -cmin" "$mktm"'find tm -type f -atime +2 | sort; find tm -type f -amin -3 | sort; find tm -ctime 0 | wc -l; find tm -cmin +100 | wc -l; rm -r tm'
same "-daystart" 'find t -daystart -mtime +1000 -name f'

# depth and order (one entry a directory, so the order is forced)
mkdir -p o/a/b/c
: > o/a/b/c/f
same "pre-order" 'find o'
same "-depth" 'find o -depth'
same "-d" 'find o -d -name "[bc]"'
same "-maxdepth" 'find o -maxdepth 2; find o -maxdepth 0'
same "-mindepth" 'find o -mindepth 3; find o -mindepth 2 -maxdepth 3'
same "-maxdepth -depth" 'find o -depth -maxdepth 2'
same "-maxdepth errors" 'find o -maxdepth x; find o -maxdepth -1; find o -mindepth ""'
same "-prune" 'find t -name d -prune -o -print | sort'
same "-prune is true" 'find o -name b -prune'
same "-prune -depth" 'find o -depth -name b -prune'
same "-quit" 'find o -name b -quit; find o -print -quit; find o t -quit -print'

# operators
same "implicit and" 'find t -type f -name "*.c"'
same "-a -and" 'find t -type f -a -name "*.c" -and -size -2k'
same "-o" 'find t -name "*.c" -o -name "*.h" | sort'
same "-or -not" 'find t -not -type d -or -name e | sort'
same "! binds tightest" 'find t ! -type d -name "*.?" | sort'
same "-a before -o" 'find t -name f -print -o -name d -print -o -type p -print | sort'
same "parentheses" 'find t \( -name "*.c" -o -name "*.h" \) -print | sort'
same "nested parentheses" 'find t ! \( -type f -o \( -type d -o -type l \) \) | sort'
same "comma" 'find t/d/e \( -name x , -print \) ; find t/f -name nothing , -print'
same "no action: print added" 'find t -name f -o -name hard | sort'
same "an action: none added" 'find t/f -name f -o -print; find t/f ! -print'
same "options are true" 'find o -maxdepth 0 -o -print'

# actions
same "-printf names" 'find t/d -printf "%p|%f|%h|%P|%H|%d|%y\n" | sort'
same "-printf odd operands" 'find / . t/ t// -maxdepth 0 -printf "%p|%f|%h|%P|%H\n"; find t// -maxdepth 1 -name f -printf "%p|%f|%h|%P\n"'
same "-printf stat" 'find t -type f -printf "%p %s %m %M %n %U %G %u %g\n" | sort'
same "-printf links and types" 'find t -name "*link*" -printf "%p %l %y %Y\n" -o -name dangling -printf "%p %l %y %Y\n" | sort; find -L t/dangling t/dirlink -maxdepth 0 -printf "%y %Y\n"'
same "-printf times" 'find t/f -printf "%t|%T@|%A@|%a|%TY-%Tm-%Td %TH:%TM:%TS|%Tk|%T+|%Ta %Tb %Te|%TT|%Tj|%Tz\n"'
NS=1 same "-printf nanoseconds" 'touch -d "2001-09-09 01:46:40.123456789" t/ns; find t/ns -printf "%T@ %TS %t %T+\n"; rm t/ns'
same "-printf widths" 'find t/d -type f -printf "%5d|%-5d|%.3p|%12p|%-10f|%05s|%+5s|%#m|%05m|%-6m|%3n|%.1M\n" | sort'
same "-printf escapes" 'find t/f -printf "a\tb\\\\\\n\0c\101\12x\c after" | od -c'
same "-printf %%" 'find t/f -printf "100%%\n"'
same "-printf unknown" 'find t/f -printf "%z\q\n"; echo $?'
same "-printf errors" 'find t/f -printf "x%"; echo $?; find t/f -printf "%T"; echo $?; find t/f -printf "x\\"; echo $?'
live "-printf blocks" 'find t -printf "%p %k %b\n" | sort'
same "names with newlines" 'mkdir nl; : > "nl/a
b"; : > "nl/c d"; find nl -print0 | sort -z | od -c; find nl -name "a*" | od -c; rm -r nl'
live "-ls" 'find t -ls | sort'
same "-ls quoting" 'mkdir q; : > "q/a
b"; : > "q/c d"; : > "q/e\\f"; touch -d @1000000000 q/*; find q -type f -ls | sed "s/^ *[0-9]* *[0-9]* //" | sort; rm -r q'
same "-ls device" 'find /dev/null -ls | sed "s/^ *[0-9]* //; s/ [A-Z][a-z][a-z] .*//"'

# -exec and friends
same "-exec ;" 'find t/d -exec echo "<{}>" \; | sort'
same "-exec {} inside words" 'find t/f -exec echo x{}y {} {}{} \;'
same "-exec status is the test" 'find t/d t/f -exec test -f {} \; -print'
same "-exec +" 'find t/d -exec echo {} + | tr " " "\n" | sort'
same "-exec + always true" 'find t/f -exec false {} + -print; echo $?'
same "-exec ; failure" 'find t/f -exec false \; -print; echo $?'
same "-exec killed" 'find t/f -exec sh -c "kill \$\$" \; -print; echo $?; find t/f -exec sh -c "kill \$\$" sh {} + -print; echo $?'
same "-exec not found" 'find t/f -exec no_such_command_x {} \; ; echo $?; find t/f -exec no_such_command_x {} + ; echo $?'
same "-exec not executable" 'find t/f -exec ./t/mode0600 \; ; echo $?'
same "-exec + batches" 'mkdir big; i=0; while [ $i -lt 3000 ]; do : > big/file_with_a_long_name_$i; i=$((i + 1)); done; find big -type f -exec sh -c "echo \$#" sh {} + | awk "{ n += \$1 } END { print n }"; rm -r big'
same "-exec + with -quit" 'find t/f t/d -exec echo {} + -quit'
same "-execdir" 'find t/d -execdir echo {} \; | sort; find t/d/e -execdir pwd \; | sed "s|.*/||"'
same "-execdir operands" 'find . / t/ -maxdepth 0 -execdir echo {} \;'
same "-execdir +" 'find o -execdir echo {} +'
same "-ok" 'find o -maxdepth 2 -ok echo yes {} \;' 'y\nn\nyes\n'
same "-ok at end of input" 'find o -ok echo {} \;'
same "-okdir" 'find o/a -maxdepth 0 -okdir echo {} \;' 'Y\n'
same "-exec errors" 'find t -exec echo; find t -exec; find t -exec echo x{} +; find t -exec echo {} {} +; find t -ok echo {} +; find t -exec echo {} x +'
same "-exec flushes output first" 'find o -maxdepth 1 -print -exec echo run {} \;'

# -delete
same "-delete" 'mkdir -p del/x/y; : > del/x/y/z; : > del/w; find del -delete -print | sort; ls del'
same "-delete some" 'mkdir -p del/x/y; : > del/x/y/z; : > del/x/k; find del -name k -delete; find del | sort; rm -r del'
same "-delete not empty" 'mkdir -p del/x; : > del/x/k; find del -name x -delete; echo $?; rm -r del'
same "-delete of ." 'mkdir del; cd del && find . -delete; echo $?; cd ..; rmdir del'
same "-delete with -prune" 'find t -prune -delete; find t -delete -prune; echo $?'
same "-delete -depth -prune" 'mkdir -p del/x; find del -depth -name x -prune -delete; find del; rm -r del'

# errors
same "missing operand" 'find no_such_file; echo $?'
same "missing among others" 'find o no_such_file o/a/b/c; echo $?'
same "empty operand" 'find ""; echo $?'
same "unknown predicate" 'find t -foo; echo $?'
same "paths must precede" 'find -name x y; find t -depth 1'
same "missing argument" 'find t -name; find t -newer; find -H -L t -printf'
same "binary operator first" 'find t -o -print; find t -a; find t \( -o -print \); find t -print , , -print'
same "missing after operator" 'find t -name x -o; find t !; find t -not; find t -print ,'
same "parentheses errors" 'find t \( -name x; find t \( \); find t -name x \)'
same "operand-like words" 'cd o && find . , ")" -maxdepth 0; echo $?'
same "-newer missing" 'find t -newer no_such_file; find t -samefile no_such_file'
same "bad numbers" 'find t -links x; find t -inum x; find t -uid x; find t -gid 1x'

# symbolic link loops
mkdir -p lp/a/b
ln -s ../.. lp/a/b/up
ln -s self lp/self
same "-L loop" 'find -L lp | sort; echo $?'
same "-L loop -printf" 'find -L lp -name "[ab]" -printf "%p %y\n"; find -L lp/a/b -printf "%p\n" | sort'
same "loop without -L" 'find lp | sort; find lp -xtype l; echo $?'

# a tree deeper than the fd limit (20 under ulimit -n)
mkdir deep
(cd deep && i=100 && while [ $i -lt 400 ]; do
	mkdir level$i && cd level$i || exit 1
	i=$((i + 1))
done && : > leaf)
REF=find
same "deep tree" '(ulimit -n 20; find deep | wc -l; find deep -name leaf | wc -c)'
same "deep tree -depth" '(ulimit -n 20; find deep -depth | head -2 | wc -c; find deep -depth | tail -1)'
same "deep tree -maxdepth" 'find deep -maxdepth 150 | wc -l; find deep -mindepth 299 | wc -c'
same "deep tree -delete" 'mkdir deep2 && (cd deep2 && i=0 && while [ $i -lt 300 ]; do mkdir d && cd d || exit; i=$((i + 1)); done); (ulimit -n 20; find deep2 -delete; echo $?); ls deep2'

# the warnings GNU gives only at a terminal
needs cmd script
same "tty warnings" 'script -qc "find o -name b -maxdepth 1; find o -name a/b; find o -printf \"\\q\" -quit" /dev/null | tr -d "\r"'
