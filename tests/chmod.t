# chmod.t - chmod, compared with GNU chmod
needs applet chmod
umask 022
# each test starts afresh: GNU's run (make check-diff) and ours share the
# directory
Z='rm -rf a b d f l n r s x; '
REF=chmod
same "octal" "$Z"'touch f; chmod 600 f && stat -c %a f; chmod 4751 f && stat -c %A f'
same "symbolic" "$Z"'touch f; chmod u=rwx,g=rx,o= f && stat -c %A f; chmod a+t,g+s f && stat -c %A f; chmod go=u-w f && stat -c %A f'
same "no who follows the umask" "$Z"'touch f; chmod 777 f; chmod -w f && stat -c %a f; umask 077; chmod +x f && stat -c %a f'
same "mode that looks like an option" "$Z"'touch f; chmod -x f && stat -c %a f; chmod 777 f; chmod -wx,u+x f && stat -c %a f; chmod -w -x f && stat -c %a f'
same "-- then a mode" "$Z"'touch f; chmod -- 640 f && stat -c %a f'
same "X" "$Z"'touch f; mkdir d; chmod 600 f; chmod 700 d; chmod a+X f d && stat -c "%n %a" f d'
same "directory set-id bits" "$Z"'mkdir s; chmod 2755 s; chmod 755 s; stat -c %a s; chmod 0750 s; stat -c %a s; chmod 00755 s; stat -c %a s; chmod 2755 s; chmod g-s s; stat -c %a s'
same "-v" "$Z"'touch f; chmod -v 644 f; chmod -v 755 f; chmod --verbose u+s f'
same "-c" "$Z"'touch f; chmod -c 644 f; chmod -c 700 f; chmod --changes 700 f'
same "several files" "$Z"'touch a b; chmod -v 640 a b'
same "symlink operand is followed" "$Z"'touch f; ln -s f l; chmod -v 600 l; stat -c %a f'
same "dangling symlink" "$Z"'ln -s nowhere l; chmod 644 l; echo $?; chmod -v 644 l; echo $?; chmod -f 644 l; echo $?'
same "missing file" "$Z"'chmod 644 x; echo $?; chmod -v 644 x; echo $?; touch f; chmod -f 644 x f; echo $?'
same "-R" "$Z"'mkdir -p d/e; touch d/f d/e/g; chmod -R go-rx d; stat -c "%n %a" d d/f d/e d/e/g'
same "-R -v with symlinks" "$Z"'mkdir -p d/e; touch a d/f; ln -s ../a d/l; ln -s nowhere d/n; chmod -Rv 700 d | sort; stat -c %a a'
same "-R -c" "$Z"'mkdir -p d/e; touch d/f; chmod 644 d/f; chmod --recursive -c 644 d | sort'
same "-R through a symlink operand" "$Z"'mkdir d; touch d/f; ln -s d l; chmod -R 700 l; stat -c "%n %a" d d/f'
same "--reference" "$Z"'touch r f; chmod 640 r; chmod --reference=r f && stat -c %a f; chmod -v --reference=r f'
same "--reference missing" "$Z"'touch f; chmod --reference=zz f; echo $?'
same "--no-preserve-root is the default" "$Z"'mkdir d; chmod -R --preserve-root --no-preserve-root 700 d; stat -c %a d'
check -s 1 -e "chmod: it is dangerous to operate recursively on '/'\nchmod: use --no-preserve-root to override this failsafe\n" \
	"--preserve-root" 'chmod -R --preserve-root u+r /' ""
check -s 1 -e "chmod: invalid mode: 'q'\nUsage: chmod [-Rcfv] MODE[,MODE]... FILE...\n" \
	"invalid mode" 'touch f; chmod q f' ""
check -s 1 -e "chmod: invalid mode: 'u+z'\nUsage: chmod [-Rcfv] MODE[,MODE]... FILE...\n" \
	"invalid symbolic mode" 'touch f; chmod u+z f' ""
same "invalid mode leaves the file" "$Z"'touch f; chmod 8 f 2>/dev/null; echo $?; stat -c %a f'
same "umask kept bits: quiet with -f" "$Z"'touch f; chmod 777 f; chmod -f -w f; echo $?; stat -c %a f; chmod -f +w f; echo $?'
check -s 1 -e "chmod: missing operand\nUsage: chmod [-Rcfv] MODE[,MODE]... FILE...\n" \
	"missing operand" 'chmod' ""
check -s 1 -e "chmod: missing operand after '644'\nUsage: chmod [-Rcfv] MODE[,MODE]... FILE...\n" \
	"missing file operand" 'chmod 644' ""
