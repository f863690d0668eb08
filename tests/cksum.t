# cksum.t - cksum, compared with GNU coreutils 9.1: the POSIX CRC and its
# length bytes, -a's algorithms and line formats, -c, and the usage errors
needs applet cksum
mkfile a 'abc'
mkfile empty ''
mkfile 'b\c' 'x\n'
mkfile "$(printf 'n\nl')" 'y'
randbytes 200000 > rand
for n in 1 255 256 65535 65536 65537; do
	head -c $n rand > r$n
done
mkdir dir
same "files" 'cksum a empty rand'
same "length bytes" 'cksum r1 r255 r256 r65535 r65536 r65537'
same "stdin, no name" 'cksum < a'
same "- is named" 'cksum - a - < a'
same "/dev/null" 'cksum /dev/null'
same "names not escaped" "cksum 'b\\c' n?l"
same "missing file" 'cksum nonexistent a; echo $?'
same "-z" 'cksum -z a rand | tr "\\0" @'
for alg in crc bsd sysv md5 sha1 sha224 sha256 sha384 sha512; do
	same "-a $alg" "cksum -a $alg a empty rand r255"
	same "-a $alg stdin" "cksum --algorithm=$alg < rand"
done
same "-a bsd and sysv, a directory" 'cksum -a bsd dir; echo $?; cksum -a sysv dir; echo $?'
same "-a md5 a directory" 'cksum -a md5 dir; echo $?'
same "-a sha256 --untagged" "cksum -a sha256 --untagged a 'b\\c' n?l"
same "-a md5 --tag" "cksum -a md5 --tag a 'b\\c'"
same "--tag and --untagged: the last wins" 'cksum --untagged --tag -a md5 a; cksum --tag --untagged -a md5 a'
same "-a crc ignores --untagged" 'cksum -a crc --untagged a; cksum --tag a'
same "-a sha1 -z" "cksum -a sha1 -z a 'b\\c' | tr '\\0' @"
same "-a sha512 -z --untagged" "cksum -a sha512 -z --untagged a 'b\\c' | tr '\\0' @"
same "-c by tags" 'cksum -a md5 a > l && sha1sum --tag rand >> l && cksum -a sha512 empty >> l && cksum -c l; echo $?; rm l'
same "-c untagged lines need -a" 'md5sum a > l && cksum -c l; echo $?; cksum -c -w l; echo $?; cksum -a md5 -c l; echo $?; rm l'
same "-c -a takes its own tag only" 'cksum -a md5 a > l && sha1sum --tag a >> l && cksum -a md5 -c l; echo $?; cksum -a sha1 -c -w l; echo $?; rm l'
same "-c FAILED" 'cksum -a sha256 empty | sed s/empty/a/ > l && cksum -c l; echo $?; rm l'
same "-c --quiet --status" 'cksum -a sha256 a empty > l && cksum -c --quiet l; echo $?; cksum -c --status l; echo $?; rm l'
same "-c --strict -w" '{ cksum -a md5 a; echo junk; } > l && cksum -c --strict -w l; echo $?; rm l'
same "-c --ignore-missing" 'cksum -a md5 a > l && echo "MD5 (gone) = 900150983cd24fb0d6963f7d28e17f72" >> l && cksum -c --ignore-missing l; echo $?; rm l'
same "-c escaped names" "cksum -a sha1 'b\\c' n?l > l && cksum -c l; echo \$?; rm l"
same "-c with crc" 'cksum a > l && cksum -a crc -c l; echo $?; rm l'
same "-c with bsd" 'cksum -a md5 a > l && cksum -a bsd -c l; echo $?; rm l'
same "-c -z" 'cksum -a md5 a > l && cksum -c -z l; echo $?; rm l'
same "--quiet without -c" 'cksum --quiet a; echo $?'
same "--status without -c" 'cksum --status a; echo $?'
same "-c --tag is allowed" 'cksum -a md5 a > l && cksum -c --tag l; echo $?; rm l'
# GNU also lists blake2b and sm3, which we do not have
check -s 1 -e "cksum: invalid argument 'sha2' for '--algorithm'\nValid arguments are:\n  - 'bsd'\n  - 'sysv'\n  - 'crc'\n  - 'md5'\n  - 'sha1'\n  - 'sha224'\n  - 'sha256'\n  - 'sha384'\n  - 'sha512'\nTry 'cksum --help' for more information.\n" \
	"-a invalid" 'cksum -a sha2 a' ""
check -s 1 -e "cksum: invalid argument 'SHA256' for '--algorithm'\nValid arguments are:\n  - 'bsd'\n  - 'sysv'\n  - 'crc'\n  - 'md5'\n  - 'sha1'\n  - 'sha224'\n  - 'sha256'\n  - 'sha384'\n  - 'sha512'\nTry 'cksum --help' for more information.\n" \
	"-a is lower case" 'cksum -a SHA256 a' ""
# GNU 9.1 prints the CRC of nothing for a directory, and status 0
check -s 1 -e "cksum: dir: Is a directory\n" "a directory" 'cksum dir a' \
	"1219131554 3 a\n"
