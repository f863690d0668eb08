# portable.t - gzip (every level), tar and cpio write the same bytes on
# every architecture: outputs for fixed inputs are compared with sums
# stored here, so make check ARCH=aarch64, armhf (32-bit), s390x (big-
# endian) and riscv64 hold each build to the bytes x86-64 writes. A change
# that alters an output on purpose (a better deflate) updates its sum; a
# failure shows the new one.
needs applet gzip
needs applet tar
needs applet cpio
needs cmd sha256sum
[ -z "$_skipping" ] || return 0

# inputs, from an LCG whose numbers stay exact in awk's doubles: text with
# repeats (long and short matches), bytes that hardly compress (stored
# blocks), runs of zeros, one byte, nothing, and all of them at once
awk 'BEGIN { x = 1; split("root bin usr lib sbin etc var tmp boot dev", w)
	for (i = 0; i < 40000; i++) {
		x = (x * 75 + 74) % 65537
		printf "%s/%s%d%s", w[x % 10 + 1], w[int(x / 10) % 10 + 1],
		    x % 97, x % 13 ? " " : "\n"
	} }' > text
awk 'BEGIN { x = 7; for (i = 0; i < 70000; i++) {
	x = (x * 75 + 74) % 65537; printf "%c", x % 256 } }' > bytes
awk 'BEGIN { for (i = 0; i < 3000; i++) printf "%0*d\n", i % 300, 0 }' > runs
printf x > one
: > empty
cat text bytes runs > mixed
long=d/dir/a-file-name-longer-than-the-hundred-bytes-of-a-ustar-name-field
long=$long-so-that-pax-and-gnu-need-their-extended-headers.txt
mkdir -p d/sub "${long%/*}"
cp text d/text && cp one d/sub/one && cp runs "$long" && ln -s sub/one d/link
chmod 644 text bytes runs one empty mixed d/text d/sub/one "$long"
chmod 755 d d/sub "${long%/*}"
touch -h -d @1000000000 text bytes runs one empty mixed d/text d/sub/one \
	"$long" d/link d/sub "${long%/*}" d
short="d d/sub d/sub/one d/link d/text ${long%/*} bytes"
cat > list <<EOL
dir /d 755 0 0
file /d/text $PWD/text 644 0 0
dir /d/sub 700 1000 100
file /d/sub/one $PWD/one 600 1000 100
slink /d/link sub/one 777 0 0
nod /dev/console 600 0 0 c 5 1
nod /dev/loop0 660 0 6 b 7 0
pipe /d/fifo 644 0 0
file /bytes $PWD/bytes 755 0 0
file /empty $PWD/empty 644 0 0
EOL

# sum NAME CMD: CMD's output, by the first 16 hex digits of its sha256
sums=
sum() {
	s=$(PATH=$BOXPATH SOURCE_DATE_EPOCH=1000000000 $HOSTSH -c "$2" |
		sha256sum | cut -c1-16)
	sums="$sums$1 $s
"
}
for l in 1 2 3 4 5 6 7 8 9; do
	for f in text bytes runs one empty mixed; do
		sum "gzip-$l-$f" "gzip -$l < $f"
	done
done
tar="tar -c --no-recursion --owner=0 --group=0 --numeric-owner -f -"
sum tar-ustar "$tar -H ustar $short"
sum tar-pax "$tar -H pax $short $long"
sum tar-gnu "$tar -H gnu $short $long"
sum tar-pax-gzip "$tar -z $short $long"
for h in newc crc odc; do
	sum "cpio-$h" "cpio -o --quiet -H $h --entries list < /dev/null"
done

while read -r name want; do
	case $name in ''|'#'*) continue ;; esac
	got=$(printf '%s' "$sums" | awk -v n="$name" '$1 == n { print $2 }')
	check "$name writes the stored bytes" "echo $got" "$want\n"
done <<'EOF'
# NAME SUM (x86-64's output; the first 16 hex digits of its sha256)
gzip-1-text b65b5e35c63819c8
gzip-1-bytes 475f059353e9aa5d
gzip-1-runs fdfabd8b4b1635f7
gzip-1-one 272031c2f0ddb002
gzip-1-empty 64269f3ac7c5571e
gzip-1-mixed fd328aff13fd7749
gzip-2-text c78eb32f47b0fd2a
gzip-2-bytes 82b3e2e43a4995fb
gzip-2-runs b048685a89169629
gzip-2-one 2b78c589aff02903
gzip-2-empty 60588c46988b6d6d
gzip-2-mixed f1ddc7de679a5df8
gzip-3-text 54fdf51a3f4d1ef7
gzip-3-bytes 82b3e2e43a4995fb
gzip-3-runs e5dd5783690c38c4
gzip-3-one 2b78c589aff02903
gzip-3-empty 60588c46988b6d6d
gzip-3-mixed d9effc27a3a65693
gzip-4-text b0201cfbf5f0f845
gzip-4-bytes 82b3e2e43a4995fb
gzip-4-runs a17f992efdd54925
gzip-4-one 2b78c589aff02903
gzip-4-empty 60588c46988b6d6d
gzip-4-mixed c4f26c39363a6f9a
gzip-5-text 1e7ab3bc07872748
gzip-5-bytes 82b3e2e43a4995fb
gzip-5-runs b36f74e87ea553fd
gzip-5-one 2b78c589aff02903
gzip-5-empty 60588c46988b6d6d
gzip-5-mixed 06452af06bf7f24c
gzip-6-text a7fe2a6b5750d5dd
gzip-6-bytes 82b3e2e43a4995fb
gzip-6-runs 798c16ef95bb3edd
gzip-6-one 2b78c589aff02903
gzip-6-empty 60588c46988b6d6d
gzip-6-mixed 6113bf975d4bfc72
gzip-7-text d31a421e8951e685
gzip-7-bytes 82b3e2e43a4995fb
gzip-7-runs 76a19d595ca1b75d
gzip-7-one 2b78c589aff02903
gzip-7-empty 60588c46988b6d6d
gzip-7-mixed d716b817ab3f5e5d
gzip-8-text 7736210beed4c326
gzip-8-bytes 82b3e2e43a4995fb
gzip-8-runs 43840df54d0c0c03
gzip-8-one 2b78c589aff02903
gzip-8-empty 60588c46988b6d6d
gzip-8-mixed 8418cf0957ffe73e
gzip-9-text cd0d4fb1d2826fb6
gzip-9-bytes 883745526e68829d
gzip-9-runs 51e239a5dca9c242
gzip-9-one 3ec2270498cc6560
gzip-9-empty c9abd330cb624f8e
gzip-9-mixed 3d1a1d86d30c2f7d
tar-ustar 78823b8eedee2e80
tar-pax 5039de3bb35c35c8
tar-gnu d51dd26946d8114b
tar-pax-gzip 52e7051a23a0a2bf
cpio-newc f14a95c96db70fdf
cpio-crc 394c6d831f6938d7
cpio-odc bad0362e3b4e6ad2
EOF
