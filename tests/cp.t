# cp.t - cp, compared with GNU cp (tests/root/cp.t: devices, ownership)
needs applet cp
umask 022
REF=cp
# each test works in a fresh t/ holding a file a, a directory d with d/f
# and d/e/g (fixed times), and removes it afterwards
T='rm -rf t; mkdir t && cd t && echo a > a && mkdir -p d/e &&
	echo f > d/f && echo g > d/e/g &&
	touch -d @1000000000 a d/f d/e/g d/e d &&'
E='; cd .. && rm -rf t'
same "file to file" "$T"' cp a b && cat b && stat -c "%n %a %h" b'"$E"
same "file into a directory" "$T"' cp a d && cat d/a'"$E"
same "several into a directory" "$T"' cp a d/f d/e && ls d/e'"$E"
same "mode from the source less the umask" \
	"$T"' chmod 4775 a && cp a b && stat -c %a b && umask 077 && cp a c &&
	stat -c %a c'"$E"
same "an existing destination keeps its mode" \
	"$T"' echo old > b && chmod 600 b && cp a b && stat -c %a b && cat b'"$E"
same "times are not kept without -p" \
	"$T"' cp a b && test "$(stat -c %Y b)" != 1000000000 && echo new'"$E"
same "-p keeps times and mode" \
	"$T"' chmod 640 a && cp -p a b && stat -c "%a %Y %X" b'"$E"
same "--preserve=timestamps only" \
	"$T"' chmod 600 a && cp --preserve=timestamps a b && stat -c "%a %Y" b'"$E"
same "--no-preserve=mode" \
	"$T"' chmod 600 a && cp -a --no-preserve=mode a b && stat -c "%a %Y" b'"$E"
same "-r" "$T"' cp -r d c && cat c/f c/e/g && stat -c "%n %F %a" c c/e'"$E"
same "-r into an existing directory" \
	"$T"' mkdir c && cp -r d c && cat c/d/f c/d/e/g'"$E"
# GNU copies a directory's entries in inode order, we in readdir order
same "-r with a trailing slash" "$T"' mkdir c && cp -rv d/ c/ | sort && ls c/d'"$E"
same "-R over an existing tree" \
	"$T"' cp -R d c && echo new > d/f && cp -R d/. c && cat c/f'"$E"
same "directory modes set after the contents" \
	"$T"' chmod 500 d/e && cp -r d c && stat -c "%n %a" c/e c/e/g &&
	chmod 700 d/e c/e'"$E"
same "-a keeps directory times" \
	"$T"' cp -a d c && stat -c "%n %Y" c c/e c/e/g c/f'"$E"
same "-v" "$T"' cp -v a b && cp -rv d c | sort'"$E"
same "a directory without -r" "$T"' cp d c; echo $?; cp a d c 2>&1; echo $?'"$E"
same "the same file" "$T"' cp a a; echo $?; cp a ./a; echo $?; cp d/f d; echo $?'"$E"
same "a directory into itself" "$T"' cp -r d d/x; echo $?'"$E"
# what is copied before cp finds itself (it stops there, as GNU) depends
# on the order of the inode numbers, which a filesystem that reuses them
# can change from run to run: only what cannot vary is compared
same "a directory into itself, deeper" "$T"' cp -r d/ d/e/y; echo $?; test -d d/e/y/e && echo made'"$E"
same "-rT onto itself" "$T"' cp -rT d d; echo $?'"$E"
same "missing source" "$T"' cp nope b; echo $?; cp a nope b d; echo $?; cat d/a'"$E"
same "missing directory in the destination" "$T"' cp a x/y; echo $?'"$E"
same "several operands, no directory" "$T"' cp a d/f b; echo $?; cp a d/f a; echo $?'"$E"
same "directory over a file" "$T"' cp -r d a; echo $?'"$E"
same "file over a directory" "$T"' mkdir -p c/a && cp a c; echo $?; cp -T a d; echo $?'"$E"
same "-T" "$T"' cp -rT d c && ls c && mkdir x && cp -T a x/b && cat x/b'"$E"
same "-t" "$T"' cp -t d a && cat d/a && cp -t a d/f; echo $?; cp -t nope a; echo $?'"$E"
same "-n" "$T"' echo old > b && cp -n a b; echo $?; cat b'"$E"
same "-u" "$T"' echo new > b && cp -u a b; cat b; touch -d @900000000 b &&
	cp -u a b; cat b'"$E"
same "-i yes" "$T"' echo old > b && cp -i a b; echo $?; cat b'"$E" 'y\n'
same "-i no" "$T"' echo old > b && cp -i a b; echo $?; cat b'"$E" 'n\n'
same "-i in a tree" "$T"' cp -r d c && echo new > d/e/g && cp -ri d/e/. c/e; cat c/e/g'"$E" 'y\n'
same "-i no input" "$T"' echo old > b && cp -i a b </dev/null; echo $?; cat b'"$E"
same "-n then -i: the last wins" "$T"' echo old > b && cp -ni a b; cat b'"$E" 'y\n'
as_nobody='setpriv --reuid=65534 --regid=65534 --clear-groups'
check -s 1 -e "cp: cannot open 'w/b' for writing: Permission denied\n" \
	"an unwritable destination" "mkdir w && chmod 777 w && echo a > a &&
	echo old > w/b && chmod 444 w/b && $as_nobody cp a w/b; r=\$?; cat w/b; rm -r a w; exit \$r" "old\n"
check "-f removes it and retries" "mkdir w && chmod 777 w && echo a > a &&
	echo old > w/b && chmod 444 w/b && $as_nobody cp -f a w/b; cat w/b; rm -r a w" "a\n"
same "writes through a symlink" "$T"' ln -s a b && echo new > c && cp c b && cat a && readlink b'"$E"
same "a dangling symlink destination" "$T"' ln -s nowhere b && cp a b; echo $?'"$E"
same "symlink operand followed without -r" \
	"$T"' ln -s a l && cp l b && stat -c %F b && cat b'"$E"
same "-P copies the link" "$T"' ln -s a l && cp -P l b && readlink b && echo x > c && cp -d l c && readlink c'"$E"
same "-r copies links as links" \
	"$T"' ln -s f d/l && ln -s ../a d/e/up && ln -s nowhere d/dang && cp -r d c &&
	readlink c/l c/e/up c/dang'"$E"
same "-rH follows the operand only" \
	"$T"' ln -s d ld && ln -s f d/l && cp -rH ld c && stat -c "%n %F" c c/l'"$E"
same "-rL follows every link" \
	"$T"' ln -s f d/l && cp -rL d c && stat -c "%n %F" c/l && cat c/l'"$E"
same "-L symlink loop" \
	"$T"' ln -s .. d/e/up && cp -rL d c; echo $?; stat -c "%n %F" c/e c/e/g'"$E"
same "-l hard links" "$T"' cp -l a b && stat -c %h a && cp -l a b; echo $?; cp -lf a b; echo $?'"$E"
same "-rl" "$T"' cp -rl d c && stat -c "%n %h" c/f c/e/g'"$E"
same "-s" "$T"' cp -s a b && readlink b && cp -s a d/x; echo $?; cp -s "$PWD/a" d/x && cat d/x'"$E"
same "hard-link sets with -a" \
	"$T"' ln d/f d/e/f2 && ln d/f d/h && cp -a d c && stat -c "%n %h" c/f c/e/f2 c/h &&
	echo more >> c/h && cat c/e/f2'"$E"
same "hard links without -a" \
	"$T"' ln d/f d/e/f2 && cp -r d c && stat -c "%n %h" c/f c/e/f2'"$E"
same "--preserve=links" \
	"$T"' ln a b && mkdir x && cp --preserve=links a b x && stat -c "%n %h" x/a x/b'"$E"
same "fifos with -r" "$T"' mkfifo d/p && cp -r d c && stat -c "%n %F %a" c/p'"$E"
same "--parents" \
	"$T"' mkdir x && cp --parents d/e/g x && stat -c "%n %F" x/d x/d/e x/d/e/g'"$E"
same "--parents -v" "$T"' mkdir x && cp -v --parents d/f x && cp -rv --parents d/e x'"$E"
same "sparse auto" \
	"$T"' truncate -s 1M s && dd if=/dev/urandom of=m bs=4k count=1 seek=100 2>/dev/null &&
	cp s s2 && cp m m2 && stat -c "%n %s %b" s2 m2 && cmp m m2 && cmp s s2'"$E"
same "sparse always" \
	"$T"' dd if=/dev/zero of=z bs=64k count=4 2>/dev/null && echo end >> z &&
	cp --sparse=always z z2 && stat -c "%n %s %b" z2 && cmp z z2'"$E"
same "sparse never" \
	"$T"' truncate -s 64k s && cp --sparse=never s s2 && stat -c "%n %s %b" s2'"$E"
same "--reflink" "$T"' cp --reflink=never a b && cp --reflink=auto a c && cat b c'"$E"
# live: whether the filesystem under the test can clone (btrfs, XFS) or
# not (ext4, tmpfs) decides the output. Where it cannot, each file of a
# tree fails with its own message (cp remembers a directory that cannot
# clone only for --reflink=auto)
live "--reflink=always on a tree" 'mkdir rt && echo a > rt/a && echo b > rt/b &&
	cp -r --reflink=always rt rto 2>&1 | sort; ls rto; rm -r rt rto'
same "a large file" "$T"' dd if=/dev/urandom of=big bs=1M count=5 2>/dev/null &&
	cp big big2 && cmp big big2 && echo same'"$E"
same "an empty file" "$T"' : > z && cp z z2 && stat -c "%n %s" z2'"$E"
same "a file from /proc" "$T"' cp /proc/self/mounts m && test -s m && echo data'"$E"
same "-x" "$T"' cp -rx d c && ls c'"$E"
same "names with newlines" "$T"' touch "$(printf "n\\nl")" && cp -v n* d'"$E"
check -s 1 -e "cp: cannot open 'a' for reading: Permission denied\n" \
	"unreadable source" "echo a > a && chmod 0 a && $as_nobody cp a /dev/null; r=\$?; rm a; exit \$r" ""
check -s 1 -e "cp: missing file operand\nUsage: cp [-adfHiLlnPpRrsTuvx] [-t DIR] SOURCE... DEST\n" \
	"missing operands" 'cp' ""
check -s 1 -e "cp: missing destination file operand after 'a'\nUsage: cp [-adfHiLlnPpRrsTuvx] [-t DIR] SOURCE... DEST\n" \
	"missing destination" 'cp a' ""
check -s 1 -e "cp: with --parents, the destination must be a directory\nUsage: cp [-adfHiLlnPpRrsTuvx] [-t DIR] SOURCE... DEST\n" \
	"--parents needs a directory" 'cp --parents a b' ""
check -s 1 -e "cp: invalid argument 'bogus' for '--preserve'\nUsage: cp [-adfHiLlnPpRrsTuvx] [-t DIR] SOURCE... DEST\n" \
	"bad --preserve" 'cp --preserve=mode,bogus a b' ""
check -s 1 -e "cp: invalid argument 'x' for '--sparse'\nUsage: cp [-adfHiLlnPpRrsTuvx] [-t DIR] SOURCE... DEST\n" \
	"bad --sparse" 'cp --sparse=x a b' ""

# -p under a umask that cuts the source's mode, and into a directory whose
# default ACL cuts it (each needs the mode set again after the open)
same "-p and -a under umask 077" "$T"' umask 077 && cp -p a b && cp -a d c &&
	stat -c "%n %a" b c c/f c/e c/e/g'"$E"
same "a new directory keeps an inherited set-group-ID bit" "$T"' mkdir s &&
	chmod 2775 s && cp -r d s/r && cp -rp d s/p && chmod g+s d &&
	cp -a d s/a && cp -a d b && stat -c "%n %a" s/r s/r/e s/p s/a b'"$E"
if needs cmd setfacl; then
	same "-p into a directory with a default ACL" "$T"' mkdir z &&
	setfacl -d -m u::rwx,g::---,o::--- z && cp -p a z/ && cp a z/b &&
	cp -a d z/ && stat -c "%n %a" z/a z/b z/d z/d/f z/d/e/g'"$E"
fi
needs_end
