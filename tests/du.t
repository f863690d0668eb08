# du.t - du, compared with GNU du (block counts on a tmpfs: tests/root/du.t)
# Block counts and directory sizes depend on the filesystem: these cases
# use -b/--apparent-size on files, or units large enough (-m, -BG) that
# every entry rounds to 1 block, and sort where readdir's order shows.
needs applet du
umask 022
mkdir -p t/b/c t/e && randbytes 5000 > t/f && randbytes 100 2 > t/b/g &&
	randbytes 70000 3 > t/e/big && ln t/f t/h && ln -s f t/l && : > t/z
same "files, -b" 'du -b t/f t/b/g t/e/big t/z; echo $?'
same "--apparent-size rounds up" 'du --apparent-size t/f t/b/g t/e/big; du --apparent-size -m t/e/big'
same "a symlink, -H, -L" 'du -b t/l; du -bH t/l; du -bD t/l; du -b --dereference-args t/l; du -bL t/l; du -bLP t/l'
same "-h" 'du -h --apparent-size t/f t/b/g t/e/big t/z; du -bh t/e/big; du -hb t/e/big'
same "-B" 'du --apparent-size -B 1 t/f; du --app -B1K t/f; du --apparent -Bk t/f; du -bBK t/f; du -bBKB t/f; du -bBKiB t/f; du --apparent-size -B 2k t/e/big; du -BM --apparent-size t/e/big; du -BMB --apparent-size t/e/big; du --block-size=1000 --apparent-size t/e/big'
same "-k -m -b: the last wins" 'du --apparent-size -m -k t/e/big; du --apparent-size -k -m t/e/big; du -m -b t/e/big; du -b -B1K t/e/big'
same "a tree, -m" 'du -m t | sort -k2'
same "-a" 'du -a -m t | sort -k2; du --all -BG t/b | sort -k2'
same "-d, --max-depth" 'du -m -d 1 t | sort -k2; du -m --max-depth=0 t; du -am -d1 t | sort -k2'
same "-s" 'du -sm t t/b; du --summarize -m t/e'
same "-S" 'du -m -S t | sort -k2; du -am --separate-dirs t/e | sort -k2'
same "-c" 'du -cm t/b t/e | sort -k2; du -b --total t/f t/b/g'
same "-0" 'du -0 -sm t t/e | od -An -c'
same "hard links counted once" 'du -b t/f t/h; du -ab t | grep -c -e "t/f\$" -e "t/h\$"'
same "an operand twice" 'du -cm t t | sort -k2; du -b t/f t/f'
same "missing" 'du -b nonexist t/f; echo $?; du -b t/f/x; echo $?'
same "-s and -d" 'du -s -d 0 -m t; echo $?'
same "bad -B" 'du -B 0 t; echo $?; du -B x t; echo $?; du -B 1Q t; echo $?; du -B 99999999999999999999 t; du -B 1KX t; du -B 16E t; du -B 0K t; du -B KX t; du -B iB t; du -B Q t; echo $?'
check "bad -d" 'du -d x t 2>&1 | head -1; du -d x t 2>/dev/null; echo $?' \
	"du: invalid maximum depth 'x'
1\n"
check "-s and -a" 'du -sa t 2>&1 | head -1; du -sa t 2>/dev/null; echo $?' \
	"du: cannot both summarize and show all entries
1\n"
check "-s -d 1" 'du -s -d 1 t 2>&1 | head -1; du -s -d 1 t 2>/dev/null; echo $?' \
	"du: warning: summarizing conflicts with --max-depth=1
1\n"
same "default operand ." 'cd t/e && du -m'
same "-l, --count-links" 'du -bl t/f t/h; du -lc -b t/f t/f; du -ml t t | sort -k2; du --count-links -sb t/e t/e/big'
same "-l -L" 'du -blL t/l t/f; du -slm -L t'
same "-B numbers as C's" 'du -b -B 0x10 t/f; du -b -B 010 t/f; du -b -B " +2" t/f; du -b -B 1t t/f; du -b -B 9EiB t/f'
same "-B units alone" 'du -b -B k t/f; du -b -B m t/f; du -b -B MiB t/f; du -b -B GB t/f; du -b -B E t/f'
same "bad -B suffixes" 'du -B 1p t; du -B e t; du -B 1Z t; du -B Z t; du -B 09 t; du -B 0x t; du -B " K" t; du -B -K t; du -B "" t; du -B 1Kb t; du -B r t; echo $?'
same "-d beyond int" 'du -m -d 99999999999 t | sort -k2; du -d 99999999999999999999 t 2>&1 | head -1'
same "an empty operand" 'du -b "" t/f; echo $?; du -cb t/f ""; echo $?'
mkdir -p "t/n
l" && : > "t/n
l/f"
same "names with newlines" 'du -am "t/n
l"; du -b "t/n
l/x" "t/no
pe"; echo $?'
rm -r "t/n
l"
ln -s loop t/loop && mkdir -p t/d && ln -s .. t/d/up
ln -s nowhere t/dangling
same "symlink loops under -L" 'du -mL t 2>&1 | sort; du -bL t/loop; echo $?; du -mlL t/d 2>&1 | sort'
same "dangling and looping links followed" 'du -bL t/dangling; echo $?; du -bH t/loop t/dangling t/f; echo $?; du -ab t/loop t/dangling'
rm -r t/loop t/d t/dangling
rm -rf t
