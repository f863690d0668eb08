# sh FILE ARGS: $0 is FILE, the arguments follow; the file is looked up
# in the current directory, then PATH; -- before the file; a missing
# file is status 127; a file without a final newline or with CRs
printf 'echo "[$0] [$#] [$*]"\n' > s
sh s; sh s a b; sh ./s 'x y'
sh -- s dd
mkdir p; printf 'echo "found on PATH $0"\n' > p/onpath
PATH=$PWD/p:$PATH sh onpath 2>/dev/null | sed "s,$PWD/,,"; echo "PATH lookup: $?"
sh nosuch-script 2>/dev/null; echo "missing: $?"
mkdir dir; sh dir 2>/dev/null; echo "directory: $?" | sed 's/: [1-9][0-9]*$/: nonzero/'
printf 'exit 5\n' > st; sh st; echo "exit status: $?"
printf 'echo no newline at end' > nonl; sh nonl
printf 'echo "crlf"\r\n' > crlf; sh crlf 2>/dev/null | od -An -c | tr -s ' '
: > empty; sh empty; echo "empty file: $?"
rm -r s p dir st nonl crlf empty
