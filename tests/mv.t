# mv.t - mv, compared with GNU mv (tests/root/mv.t: across filesystems)
needs applet mv
umask 022
REF=mv
T='rm -rf t; mkdir t && cd t && echo a > a && mkdir -p d/e &&
	echo f > d/f && echo g > d/e/g && touch -d @1000000000 a d/f &&'
E='; cd .. && rm -rf t'
same "rename" "$T"' mv a b && cat b && ls'"$E"
same "into a directory" "$T"' mv a d/f d/e && ls d d/e'"$E"
same "a directory" "$T"' mv d c && cat c/e/g && ls'"$E"
same "a directory into one" "$T"' mkdir x && mv d/ x && ls x x/d'"$E"
same "over a file" "$T"' echo b > b && mv a b && cat b && ls'"$E"
same "over an empty directory" "$T"' mkdir -p x/d && mv d x && ls x/d'"$E"
same "over a non-empty directory" "$T"' mkdir -p x/d/z && mv d x; echo $?; ls x/d'"$E"
same "keeps times and links" "$T"' ln -s a l && mv l m && readlink m && mv a b &&
	stat -c %Y b'"$E"
same "-v" "$T"' mv -v a b && mkdir x && mv -v b d x'"$E"
same "the same file" "$T"' mv a a; echo $?; ln a h && mv a h; echo $?; ls'"$E"
same "into itself" "$T"' mv d d/e/x; echo $?; mv d/ d/x; echo $?; ls d'"$E"
same "missing source" "$T"' mv nope x; echo $?; mv nope a d; echo $?; ls d'"$E"
same "directory over a file" "$T"' mv d a; echo $?; ls -d d a'"$E"
same "file over a directory" "$T"' mkdir -p x/a && mv a x; echo $?; mv -T a d; echo $?'"$E"
same "several, no directory" "$T"' mv a d/f x; echo $?; mv a d/f a; echo $?'"$E"
same "-T" "$T"' mkdir x && mv -T d x && ls x && mv -T a x/a && ls x'"$E"
same "-t" "$T"' mv -t d a && ls d && mv -t a d/f; echo $?; mv -t nope d/a; echo $?'"$E"
same "-n" "$T"' echo b > b && mv -n a b; echo $?; cat a b'"$E"
same "--no-clobber" "$T"' echo b > b && mv --no-clobber a b; echo $?; cat a b'"$E"
same "-u" "$T"' echo b > b && mv -u a b; cat a b; touch -d @900000000 b &&
	mv -u a b; cat b; ls'"$E"
same "-i yes" "$T"' echo b > b && mv -i a b; echo $?; cat b; ls'"$E" 'y\n'
same "-i no" "$T"' echo b > b && mv -i a b; echo $?; cat b; ls'"$E" 'n\n'
same "-f after -i wins" "$T"' echo b > b && mv -if a b; echo $?; cat b'"$E" 'n\n'
same "-n after -f wins" "$T"' echo b > b && mv -fn a b; echo $?; cat b'"$E"
same "names with newlines" "$T"' touch "$(printf "n\\nl")" && mv -v n* d'"$E"
check -s 1 -e "mv: missing file operand\nUsage: mv [-finTuv] [-t DIR] SOURCE... DEST\n" \
	"missing operands" 'mv' ""
check -s 1 -e "mv: missing destination file operand after 'a'\nUsage: mv [-finTuv] [-t DIR] SOURCE... DEST\n" \
	"missing destination" 'mv a' ""
