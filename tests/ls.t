# ls.t - ls, compared byte for byte with GNU ls (LC_ALL=C TZ=UTC)
needs applet ls
umask 022

# a tree with every type we can make without root, every permission bit,
# sizes from 0 to a sparse 5 GiB, old, recent and future times
mkdir t && cd t || exit 1
mkfile empty ''
mkfile small 'hello\n'
head -c 5000 /dev/zero > five
head -c 1025 /dev/zero > k1025
head -c 1048575 /dev/zero > m1
truncate -s 5G sparse
mkdir dir sub sub/deep sub/deep/er
mkfile sub/a 'a\n'
mkfile sub/deep/b 'b\n'
mkfile .hidden ''
mkfile 'back~' ''
mkfile .dot~ ''
mkfile file.txt ''
mkfile FILE.TXT ''
mkfile arch.tar.gz ''
mkfile noext ''
mkfifo fifo
ln -s small link
ln -s nowhere broken
ln -s dir dirlink
ln -s loop1 loop2
ln -s loop2 loop1
ln small hard
touch -h -d '2001-02-03 04:05:06' link
for m in 4755 2755 1777 4644 2644 1644 0000 0777 0700 0070 0007 0111 0444; do
	mkfile mode$m ''
	chmod $m mode$m
done
mkdir stickydir otherw tmpdir
chmod 1755 stickydir
chmod 0777 otherw
chmod 1777 tmpdir
touch -d '2000-01-01 00:00:00' empty
touch -d '1970-01-02 00:00:00' small
touch -d '2099-06-01 12:00:00' five
touch -d '2010-05-05 05:05:05.123456789' k1025
for f in * .hidden .dot~; do
	case $f in empty|small|five|k1025|link|loop*|broken|dirlink) continue ;; esac
	touch -h -d '2025-03-04 05:06:07' "$f"
done
touch -d "@$(($(date +%s) - 3600))" m1
touch -d "@$(($(date +%s) - 86400 * 30))" file.txt
touch -a -d '2003-03-03 03:03:03' noext
touch -h -d '2002-02-02 02:02:02' broken dirlink loop1 loop2
touch -d '2025-03-04 05:06:07' sub/deep/b sub/deep/er sub/deep sub/a
cd ..
# m1 and file.txt are recent (shown with the time of day, not the year):
# their dates are this run's, and stored as RECENT-1H and RECENT-30D
FILTER="s/$(date -r t/m1 '+%b %e %H:%M')/RECENT-1H/g
s/$(date -r t/file.txt '+%b %e %H:%M')/RECENT-30D/g"

same "plain" 'ls t'
same "-1" 'ls -1 t'
same "-a" 'ls -a t'
same "-A" 'ls -A t'
same "-l" 'ls -l t'
live "-la" 'ls -la t'
same "-lh" 'ls -lh t'
same "--si" 'ls -l --si t'
same "-ltr" 'ls -ltr t'
same "-lt" 'ls -lt t'
same "-lS" 'ls -lS t'
same "-lSr" 'ls -lSr t'
live "-lai" 'ls -lai t'
same "-ls" 'ls -ls t'
same "-s" 'ls -s t'
same "-sh" 'ls -sh t'
same "-sk" 'ls -sk t'
same "-n" 'ls -n t'
same "-g" 'ls -g t'
same "-o" 'ls -o t'
same "-lG" 'ls -lG t'
same "--author" 'ls -l --author t'
same "-1d" 'ls -1d t t/dir t/small'
same "-d" 'ls -d t'
same "-F" 'ls -F t'
same "-Fp" 'ls -Fp t'
same "-p" 'ls -p t'
same "--file-type" 'ls --file-type t'
same "-lF" 'ls -lF t'
same "--indicator-style" 'ls --indicator-style=file-type t; ls --indicator-style=slash t'
same "-X" 'ls -X t'
same "-v" 'ls -v t'
same "-U sorted" 'ls -U t | sort'
same "-f" 'ls -f t | sort'
same "-r" 'ls -r t'
live "-c" 'ls -c t'
live "-u" 'ls -u t'
live "-lu" 'ls -lu t'
same "-lc" 'ls -lc t | sed "s/ [A-Z][a-z][a-z] .[0-9] ..:.. / TIME /"'
live "-lut" 'ls -lut t'
live "--time" 'ls -l --time=atime t; ls -l --time=access t'
live "--full-time" 'ls --full-time t'
live "--time-style" 'ls -l --time-style=long-iso t; ls -l --time-style=iso t; ls -l --time-style=full-iso t'
# any format shows the recent files' dates of this run
live "--time-style +FORMAT" "ls -l --time-style='+%Y/%m/%d %N' t; ls -l --time-style='+old %s
new %H' t"
same "--time-style locale" 'ls -l --time-style=locale t; ls -l --time-style=posix-long-iso t'
REF=ls live "TIME_STYLE" 'TIME_STYLE=long-iso ls -l t'
same "--group-directories-first" 'ls --group-directories-first t; ls -l --group-directories-first -r t'
same "-B" 'ls -B t; ls -aB t'
same "-I" 'ls -I "*.txt" -I "mode*" t; ls -a -I ".*" t'
same "--hide" 'ls --hide="mode*" t; ls -A --hide="mode*" t'
same "-R" 'ls -R t'
same "-lR" 'ls -lR t'
same "-Ra" 'ls -Ra t/sub'
same "-R ." 'cd t && ls -R'
same "several operands" 'ls t/small t/sub t/dir t/five'
same "operands sorted by time" 'ls -t t/small t/empty t/five'
same "operands -U" 'ls -U t/small t/empty t/five t/sub t/dir'
same "one dir operand" 'ls t/sub'
same "file operand" 'ls -l t/small'
same "symlink operand to dir" 'ls t/dirlink; ls -l t/dirlink; ls -F t/dirlink; ls -d t/dirlink'
same "-H" 'ls -H t/dirlink; ls -lH t/dirlink t/link'
same "-L" 'ls -L t/dirlink; ls -lL t/link'
same "-lL broken" 'ls -lL t'
same "-LF" 'ls -LF t'
same "-L broken operand" 'ls -lL t/broken t/small; echo $?'
same "missing operand" 'ls nosuch t/small; echo $?'
same "missing only" 'ls nosuch; echo $?'
same "-C -w 20" 'ls -C -w 20 t'
same "-C -w 80" 'ls -C -w 80 t'
same "-C -w 200" 'ls -C -w 200 t'
same "-x -w 20" 'ls -x -w 20 t'
same "-x -w 80" 'ls -x -w 80 t'
same "-x -w 200" 'ls -x -w 200 t'
same "-m" 'ls -m t; ls -m -w 20 t; ls -m -w 200 t'
# narrow widths: columns are at least 3 wide, and the last needs no gap
mkdir cols1 cols2 && (cd cols1 && touch a b c d e f) &&
    (cd cols2 && touch a bb ccc dddd e ffffff g hh iiiiiiiii j k)
REF=ls same "-C and -x, widths 1 to 31" 'for w in 1 2 3 4 5 6 7 8 9 10 \
    11 12 13 14 15 16 17 18 19 20 26 27 28 30 31; do
	echo "-w $w"; ls -C -w $w cols1 cols2; ls -x -w $w cols1 cols2; done'
same "-C -w 4 with one-character names" 'ls -C -w 4 cols1; ls -x -w 4 cols1'
rm -r cols1 cols2
same "-w 0" 'ls -C -w 0 t; ls -x -w 0 t'
same "-T" 'ls -C -T 0 -w 60 t; ls -C -T 4 -w 60 t'
REF=ls same "COLUMNS" 'COLUMNS=50 ls -C t'
live "-C with -i and -s" 'ls -Cis -w 70 t'
live "-m with -i" 'ls -mi t/sub'
same "-x -F" 'ls -xF -w 50 t'

# option resolution: the last one wins, as GNU resolves it
same "-l -1" 'ls -l -1 t/sub'
same "-1 -l" 'ls -1 -l t/sub'
same "-C -l" 'ls -C -l t/sub'
same "-l -C" 'ls -l -C t/sub'
same "-l -x" 'ls -l -x t/sub'
same "-l -m" 'ls -l -m t/sub'
live "-u -c" 'ls -u -c -lt t'
live "-c -u" 'ls -c -u -lt t'
same "-t -S" 'ls -t -S t'
same "-S -t" 'ls -S -t t'
same "-t -U" 'ls -t -U t | sort'
same "-l -f" 'ls -l -f t | sort'
live "-f -l" 'ls -f -l t/sub | sort'
same "-s -f" 'ls -s -f t/sub | sort'
same "-f -s" 'ls -f -s t/sub | sort'
same "-N -Q" 'ls -N -Q t/sub'
same "-Q -N" 'ls -Q -N t/sub'
same "-h -k" 'ls -s -h -k t; ls -s -k -h t'
same "-F -p" 'ls -F -p t; ls -p -F t'
same "-L -H" 'ls -L -H -l t/link t/dirlink'
same "--format" 'ls --format=commas t/sub; ls --format=long t/sub; ls --format=across -w 30 t'
same "--sort" 'ls --sort=size t; ls --sort=time t; ls --sort=extension t; ls --sort=version t'
same "--block-size" 'ls -l --block-size=K t; ls -s --block-size=1M t; ls -l --block-size=1000 t'
same "--block-size KB" 'ls -ls --block-size=KB t; ls -ls --block-size=MiB t'
REF=ls same "LS_BLOCK_SIZE" 'LS_BLOCK_SIZE=512 ls -ls t'
REF=ls same "POSIXLY_CORRECT" 'POSIXLY_CORRECT=1 ls -s t'

# colours
same "--color=always" 'ls --color=always t'
same "--color -l" 'ls -l --color=always t'
same "--color -F" 'ls -F --color=always t'
same "--color -lF" 'ls -lF --color=always t'
same "--color -R" 'ls -R --color=always t'
same "--color never" 'ls --color=never t; ls --color=no t; ls --color=auto t'
same "--color no TERM" 'env -u LS_COLORS -u TERM -u COLORTERM ls --color=always t'
REF=ls same "LS_COLORS" 'LS_COLORS="di=01;34:ln=target:*.txt=31:or=41:ex=32:fi=0:mi=35" ls -l --color=always t'
REF=ls same "LS_COLORS dircolors" 'LS_COLORS="rs=0:di=01;34:ln=01;36:mh=00:pi=40;33:so=01;35:do=01;35:bd=40;33;01:cd=40;33;01:or=40;31;01:mi=00:su=37;41:sg=30;43:ca=00:tw=30;42:ow=34;42:st=37;44:ex=01;32:*.tar=01;31:*.gz=01;31:*.txt=00;32:" ls -l --color=always t; LS_COLORS="di=01;34:or=40;31;01:mi=00:ln=01;36" ls --color=always t'
REF=ls same "LS_COLORS escapes" 'LS_COLORS="lc=\\e[:rc=m:ec=\\e[0m:di=^[[1m:fi=" ls --color=always t/sub'
REF=ls same "LS_COLORS empty value" 'LS_COLORS="di=" ls --color=always t/sub'

# quoting: a directory of awkward names
mkdir q
for n in 'a b' "it's" 'x"y' 'a$b' '~x' 'x~' '#x' 'x#' '{' '{}' 'a=b' \
    'a:b' 'a\b' '!' '*' "a'b c" 'é' 'tab	x' "$(printf 'nl\nx')" \
    "$(printf 'ctl\001x')" "$(printf 'del\177')" "$(printf '\033esc')" \
    "$(printf 'q\047\001')" "$(printf '\001q\047x\002')" "$(printf '\047\001')"; do
	: > "q/$n"
done
for s in literal shell shell-always shell-escape shell-escape-always c \
    escape locale clocale; do
	same "--quoting-style=$s" "ls --quoting-style=$s q"
done
same "-b" 'ls -b q'
same "-Q" 'ls -Q q'
same "-N" 'ls -N q'
same "-q" 'ls -q q'
same "-q -b" 'ls -q -b q'
same "--show-control-chars" 'ls -q --show-control-chars q'
REF=ls same "QUOTING_STYLE" 'QUOTING_STYLE=c ls q; QUOTING_STYLE=bogus ls q'
same "quoted header" 'ls -R --quoting-style=shell-escape q t/sub'
same "quoted errors" "ls 'no such' \"\$(printf 'a\\nb')\"; echo \$?"
same "-lQ" 'ls -lQ q | sed "s/.* [0-9][0-9]:[0-9][0-9] //"'
same "-m quoting" 'ls -m -w 40 q'

# on a terminal: columns, shell-escape quoting and ? for control chars
if PATH=$HOSTPATH command -v script >/dev/null 2>&1 &&
    PATH=$HOSTPATH script -qc true /dev/null >/dev/null 2>&1; then
	REF=ls same "tty columns" "script -qc 'stty cols 80; ls t' /dev/null"
	REF=ls same "tty width 20" "script -qc 'stty cols 20; ls t' /dev/null"
	REF=ls same "tty width 200" "script -qc 'stty cols 200; ls t' /dev/null"
	REF=ls same "tty quoting" "script -qc 'stty cols 100; ls q' /dev/null"
	REF=ls same "tty -N" "script -qc 'stty cols 100; ls -N q' /dev/null"
	REF=ls same "tty -1" "script -qc 'ls -1 q' /dev/null"
	REF=ls same "tty -l" "script -qc 'ls -l t/sub' /dev/null"
	REF=ls same "tty --show-control-chars" "script -qc 'ls -N --show-control-chars q' /dev/null"
	REF=ls same "tty COLUMNS ignored" "COLUMNS=30 script -qc 'stty cols 70; ls t' /dev/null"
	REF=ls same "tty --color=auto" "script -qc 'stty cols 80; ls --color=auto t' /dev/null"
	REF=ls same "tty --classify=auto" "script -qc 'stty cols 80; ls --classify=auto t/sub; ls --classify=never t/sub' /dev/null"
	REF=ls same "tty -f" "script -qc 'stty cols 80; ls -l -f t/sub | sort' /dev/null"
fi

# unreadable and looping directories
same "-R symlink loop" 'mkdir lp && ln -s .. lp/up && ls -RL lp 2>&1 | head -20; rm -r lp'
same "-R with -L over a looping link" 'ls -RL t/sub t/loop1; echo $?'

# bad input: clear errors, exit 2, no crash
check -s 2 -e "ls: invalid argument 'bogus' for '--sort'\nUsage: ls [-1AaBbCcdFfGgHhikLlmNnopQqRrSsTtUuvwXxZ] [FILE]...\n" \
	"bad --sort" 'ls --sort=bogus t' ''
check -s 2 -e "ls: invalid argument 'x' for '--time-style'\nUsage: ls [-1AaBbCcdFfGgHhikLlmNnopQqRrSsTtUuvwXxZ] [FILE]...\n" \
	"bad --time-style" 'ls -l --time-style=x t' ''
check -s 2 -e "ls: invalid number 'x'\nUsage: ls [-1AaBbCcdFfGgHhikLlmNnopQqRrSsTtUuvwXxZ] [FILE]...\n" \
	"bad -w" 'ls -w x t' ''
check -s 2 -e "ls: invalid option -- 'j'\nUsage: ls [-1AaBbCcdFfGgHhikLlmNnopQqRrSsTtUuvwXxZ] [FILE]...\n" \
	"unknown option" 'ls -j' ''
check -s 2 -e "ls: invalid --block-size argument 'x'\nUsage: ls [-1AaBbCcdFfGgHhikLlmNnopQqRrSsTtUuvwXxZ] [FILE]...\n" \
	"bad --block-size" 'ls --block-size=x t' ''
REF=ls same "bad COLUMNS" 'COLUMNS=abc ls -C t/sub'
same "-l > /dev/full" 'ls -l t > /dev/full; echo $?'
check "--color=always needs no TERM with LS_COLORS" \
	'TERM= LS_COLORS="di=1" ls --color=always -d t' '\033[0m\033[1mt\033[0m\n'
check "order of options with the same key" 'ls -1 -C -x -m t/sub' 'a, deep\n'
same "quoted names line up" 'ls -x --quoting-style=shell-escape -w 100 q; ls -l --quoting-style=shell q | sed "s/.* [0-9][0-9]:[0-9][0-9] //"; ls -1 --quoting-style=shell q'
same "quoted names line up in colour" 'ls -C --color=always --quoting-style=shell-escape -w 100 q t/sub'
same "errors in place with 2>&1" 'ls -lL t/sub t/broken t/dir 2>&1; ls t/sub nosuch t/dir 2>&1'
same "-d alone" 'cd t && ls -d && ls -ld | cut -c1-10'
for a in "-lv" "-Xr" "-lrS" "-1 --sort=none" "-k -s" "-s --block-size=512" \
    "-AF" "-lg --no-group" "-ls -h" "--indicator-style=classify -l" \
    "-T 3 -C -w 50" "-x -T 0" "-l --time-style=+%N" "--full-time dir" \
    "-L -R sub" "-lnR sub" "-C -s" \
    "-x -s -w 30" "--format=verbose" "--format=vertical -w 30" \
    "-1 --color=always -F dirlink link broken" "--hide=*~ -I mode*" \
    ".. -d" "dir dir" "-R sub sub" "-v -r" "-f -r" \
    "-U -r" "--group-directories-first -U" \
    "--group-directories-first -S" "-lo --author"; do
	same "in t: ls $a" "cd t && ls $a | sort"
done
# inode numbers, access and change times are this run's
for a in "-lib" "-lu --time-style=iso" "-m -i -s" "-lt --time=use" \
    "-cl --sort=time" "--time=birth -l" "-l --time=creation -t"; do
	live "in t: ls $a" "cd t && ls $a | sort"
done

# -Z: no SELinux here, so every context is ? (GNU's layout)
same "-Z" 'ls -Z t; ls -Z1 t/sub; ls --context -d t/dir t/broken'
same "-lZ" 'ls -lZ t'
same "-lZ with -g, -o, -n and --author" 'ls -gZ t/sub; ls -oZ t/sub; ls -lnZ t/sub; ls -lZ --author t/sub'
same "-Z columns" 'ls -CZ -w 60 t; ls -xZ -w 60 t; ls -CZ -w 5 t/sub; ls -mZ t'
same "-Z with -s" 'ls -Zs1 t; ls -ZsC -w 60 t; ls -lZs t/sub'
same "-Z with -F and -Q" 'ls -ZF t/sub; ls -ZQC t/sub; ls -lZF t/sub'
same "-Z on what cannot be read" 'ls -lLZ t/broken t/small; ls -LZ t/broken; ls -Z nosuch'
live "-Z with -i" 'ls -Zi1 t/sub; ls -ZisC -w 70 t; ls -lZi t/sub; ls -mZi t/sub'

# GNU keeps a leading dot when it compares versions: .a before .0
mkdir v && for f in .a .0 .1 .b ..b .~ .0.a .a.0 a.tar.gz a.0.tar.gz a10 a9 \
    a09 'b~' b; do : > "v/$f"; done
same "-v dot files and suffixes" 'ls -av v; ls -Avr v'

# POSIX ACLs: the + after the mode (the xattr written by python3, since
# the acl tools may be missing)
mkdir acl && : > acl/plain && : > acl/with && mkdir acl/dir
if PATH=$HOSTPATH python3 -c '
import os, struct
def acl(perm):
    return struct.pack("<I", 2) + b"".join(struct.pack("<HHI", t, p, i)
        for t, p, i in [(1, 7, 0xffffffff), (2, perm, 1000),
        (4, 5, 0xffffffff), (0x10, 5, 0xffffffff), (0x20, 5, 0xffffffff)])
os.setxattr("acl/with", "system.posix_acl_access", acl(4))
os.setxattr("acl/dir", "system.posix_acl_default", acl(5))
' 2>/dev/null; then
	live "ACL marks" 'ls -l acl; ls -l acl/plain; ls -ld acl/dir acl/plain; ls -lR acl'
fi
