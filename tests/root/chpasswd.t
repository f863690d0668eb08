# root/chpasswd.t - chpasswd -R on a tree of its own, compared with
# shadow's chpasswd (with a crypt method: it has no PAM then); the new
# salts are random, so hashes made here are checked by matching them
needs applet chpasswd
needs root
REF=chpasswd
mkdir -p base/etc
cat > base/etc/passwd <<'E'
root:x:0:0:root:/root:/bin/sh
alice:x:1000:1000::/home/alice:/bin/sh
bob:*:1001:1001::/:/bin/sh
carol:x:1002:1002::/:/bin/sh
E
printf 'root:*:19000:0:99999:7:::\nalice:!:19000:0:99999:7:::\ncarol::19000:0:99999:7:::\n' \
	> base/etc/shadow
printf 'root:x:0:\n' > base/etc/group
chmod 640 base/etc/shadow
# the day of the change is today's: the filter makes it TODAY
FILTER="s/:$(( $(date +%s) / 86400 )):/:TODAY:/"
R='rm -rf r; cp -a base r; '
L='echo $?; cat r/etc/passwd r/etc/shadow; ls -l r/etc/passwd r/etc/shadow | cut -c1-10'
same "hashes given (-e)" \
	"$R printf 'alice:\$1\$abc\$xyz\nbob:\$5\$q\$w\n' | chpasswd -e -R \$PWD/r; $L"
same "--encrypted, --root" \
	"$R echo 'carol:\$6\$s\$h' | chpasswd --encrypted --root \$PWD/r; $L"
same "an unknown user: nothing changes" \
	"$R printf 'alice:\$1\$a\$b\nnosuch:x\n' | chpasswd -e -R \$PWD/r; $L"
same "a line without a password" \
	"$R printf 'alice\nbob:\$1\$a\$b\n' | chpasswd -e -R \$PWD/r; $L"
same "no lines" "$R chpasswd -e -R \$PWD/r < /dev/null; $L"
# the hash's method, and its rounds; the hash made matches the password
H='sed -n "s/^alice:\([^:]*\):.*/\1/p" r/etc/shadow'
M="| sed 's/^\(\\\$[0-9]\\\$\(rounds=[0-9]*\\\$\)\{0,1\}\)[^\$]*\\\$.*/\1SALT\$HASH/'"
for m in "-c SHA512" "-c MD5" "-m" "-c SHA256 -s 1200" \
    "-c SHA512 -s 6000"; do
	same "$m" "$R echo 'alice:pass word' | chpasswd $m -R \$PWD/r; $H $M"
done
live "-c SHA256 -s 1200: the hash matches" \
	'rm -rf r; cp -a base r; echo "alice:pass word" | chpasswd -c SHA256 -s 1200 -R $PWD/r; h=$(sed -n "s/^alice:\([^:]*\):.*/\1/p" r/etc/shadow); python3 -W ignore -c "import crypt,sys; print(crypt.crypt(\"pass word\", sys.argv[1]) == sys.argv[1])" "$h"'
check -s 1 -e "chpasswd: unsupported crypt method: DES\n" "an unknown method" \
	"chpasswd -c DES < /dev/null" ""
