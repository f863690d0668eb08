# rm.t - rm, compared with GNU rm (root-only cases: tests/root/rm.t)
needs applet rm
umask 022
same "one file" 'touch a && rm a; echo $?; ls'
same "several, -v" 'touch a b "c d" && rm -v a b "c d"; ls'
same "missing" 'touch a; rm x a y; echo $?; ls'
same "-f missing" 'rm -f x y; echo $?; rm -f; echo $?; rm --force x; echo $?'
same "-f then -i" 'rm -f -i x </dev/null; echo $?; rm -i -f x; echo $?'
same "-I then -f and back" 'rm -I -f x; echo $?; rm -f -I x; echo $?'
same "--interactive=never keeps -f" 'rm -f --interactive=never x; echo $?; rm --interactive=never x; echo $?; rm -f --interactive=always x </dev/null; echo $?'
same "a directory without -r" 'mkdir d && rm d; echo $?; rm -f d; echo $?; ls; rmdir d'
same "-d" 'mkdir -p d e/f && rm -dv d e; echo $?; ls; rm -r e'
same "--dir on a file" 'touch f && rm --dir -v f; ls'
same "-r" 'mkdir -p d/e/f && touch d/x d/e/y && rm -r d; echo $?; ls'
same "-rv" 'mkdir -p d/e/f && touch d/x d/e/y && rm -rv d | sort; ls'
same "-R and --recursive" 'mkdir -p d/e e/f && rm -R d && rm --recursive e; ls'
same "-r on files and missing" 'touch a && rm -r a b; echo $?; rm -rf b; echo $?'
same "refuses . and .." 'mkdir d && rm -r . d/.. d/. ./ d/./ ..//; echo $?; ls; rm -d d'
same "-f refuses . too" 'rm -rf . ..; echo $?'
same ". without -r" 'rm .; echo $?; rm -d ..; echo $?; rm -f .; echo $?'
same "dot names are fine" 'mkdir .d ..e && touch .f && rm -rv .d ..e .f; ls -d .d ..e .f'
same "trailing slashes" 'mkdir -p d/e && rm -rv d//; mkdir -p d/e && rm -rv ./d/; ls'
same "a file with a slash" 'touch f && rm -v f/; echo $?; rm -rf f/; echo $?; rm f'
same "a symlink is removed, not its target" 'mkdir d && touch d/f && ln -s d l && rm -rv l && ls d; rm -r d'
same "symlink to a dir with a slash" 'mkdir d && touch d/f && ln -s d l && rm -rv l/; echo $?; ls d l; rm -r d l'
same "dangling symlink" 'ln -s nowhere l && rm -v l; ls'
same "fifo" 'mkfifo p && rm -v p; ls'
same "name with a newline" 'mkdir "a
b" && touch "a
b/c" && rm -rv "a
b"; rm "x
y"; rm -v "it'"'"'s"'
same "-i no" 'touch e && printf x > f && mkdir d && ln -s f l && mkfifo p && yes n | rm -i e f l p d; echo $?; ls; rm -r e f l p d'
same "-i yes" 'touch e && printf x > f && ln -s f l && mkfifo p && yes | rm -iv e f l p; echo $?; ls'
same "-i answers" 'touch a b c d && printf "Y\nyes\n y\n\n" | rm -iv a b c d; ls; rm c d'
same "-i at end of input" 'touch a && rm -i a </dev/null; echo $?; ls; rm a'
same "-ri empty dir" 'mkdir d && echo y | rm -riv d; ls'
same "-ri nested" 'mkdir -p d/e/f && touch d/x && printf "y\nn\ny\n" | rm -ri d; echo $?; find d | sort; printf "y\ny\ny\ny\ny\ny\n" | rm -riv d; ls'
same "-ri no to descend" 'mkdir -p d/e && echo n | rm -ri d; echo $?; ls; rm -r d'
same "-di" 'mkdir d e && touch e/f && yes | rm -di d e; echo $?; ls; rm -r e'
same "-I more than three" 'touch a b c d && yes n | rm -I a b c d; echo $?; ls; yes | rm -Iv a b c d'
same "-I three or fewer" 'touch a b c && rm -I a b c </dev/null; echo $?; ls'
same "-I recursive" 'mkdir d e && echo n | rm -rI d; ls; echo y | rm -rIv d e; echo n | rm -rI x y; echo $?'
same "--interactive" 'touch a b c d && yes n | rm --interactive=once a b c d; yes n | rm --interactive a; yes n | rm --interactive=always b; rm --interactive=no c; rm --interactive=n d; ls; yes | rm --interactive=yes a; yes | rm --interactive=o b; ls'
same "-i then -I" 'touch a b c d && yes n | rm -I -i a b c d; echo $?; ls; rm a b c d'
REF=rm same "deep tree" 'p=d; for i in 1 2 3 4 5 6 7 8 9; do p=$p/d$p; done; mkdir -p $p && touch $p/f && rm -r d; echo $?; ls'
same "--one-file-system on one filesystem" 'mkdir -p d/e && rm -r --one-file-system d; ls'
same "--no-preserve-root on a plain dir" 'mkdir d && rm -r --no-preserve-root --preserve-root d; ls'
# more than 3,000 levels: far past PATH_MAX and any fd limit
# (built in three parts moved into each other, each path under PATH_MAX)
REF=rm same "3,003 levels" 'p=$(printf "%01000d" 0 | sed "s/0/d\//g") &&
	mkdir -p a/$p b/$p c/$p && touch c/$p/f && mv c b/$p && mv b a/$p &&
	rm -r a; echo $?; ls'
check -s 1 -e "rm: missing operand\nUsage: rm [-dfiIrRv] FILE...\n" \
	"missing operand" 'rm' ''
check -s 1 -e "rm: invalid argument 'bogus' for '--interactive'\nValid arguments are:\n  - 'never', 'no', 'none'\n  - 'once'\n  - 'always', 'yes'\nUsage: rm [-dfiIrRv] FILE...\n" \
	"bad --interactive" 'rm --interactive=bogus a' ''
