# insmod.t - insmod, rmmod, lsmod, modprobe. Nothing is loaded here: the
# host runs another kernel. modprobe -n -v is compared with kmod's on the
# modules of the installed Debian kernel; loading itself is proven by the
# boot test (tests/boot).
# in every part (TEST_PART): ELF module headers read field by field
needs applet modprobe

# a fake module tree for the modprobe.d rules, under -d
mkdir -p root/lib/modules/9.9/kernel/a root/etc/modprobe.d root/lib/modprobe.d
cat > root/lib/modules/9.9/modules.dep <<'EOF'
kernel/a/base.ko:
kernel/a/mid-dle.ko: kernel/a/base.ko
kernel/a/top.ko: kernel/a/mid-dle.ko kernel/a/base.ko
kernel/a/pre.ko:
kernel/a/other.ko:
EOF
cat > root/lib/modules/9.9/modules.alias <<'EOF'
alias pci:v00001AF4d* top
alias fs-fake other
alias fs-fake base
alias fs-black other
EOF
printf 'kernel/fs/inside.ko\n' > root/lib/modules/9.9/modules.builtin
printf 'softdep top pre: pre\n' > root/lib/modules/9.9/modules.softdep
cat > root/etc/modprobe.d/local.conf <<'EOF'
# comment
options top debug=1
options mid_dle speed=2
alias myalias other
blacklist other
install viainstall echo installing $MODPROBE_MODULE
EOF
printf 'options top hidden=1\n' > root/lib/modprobe.d/local.conf
printf 'options base lib=1\n' > root/lib/modprobe.d/zz.conf
MP="modprobe -n -v -d $PWD/root -S 9.9"
I=$PWD/root/lib/modules/9.9/kernel/a
check "deps, softdeps and options" "$MP top x=y" \
"insmod $I/pre.ko \ninsmod $I/base.ko lib=1\ninsmod $I/mid-dle.ko speed=2\ninsmod $I/top.ko debug=1 x=y\n"
check "a name with - or _" "$MP mid_dle && $MP mid-dle" \
"insmod $I/base.ko lib=1\ninsmod $I/mid-dle.ko speed=2\ninsmod $I/base.ko lib=1\ninsmod $I/mid-dle.ko speed=2\n"
check "a module file name" "$MP $I/base.ko" "insmod $I/base.ko lib=1\n"
check "modules.alias pattern" "$MP pci:v00001AF4d00001001sv" \
"insmod $I/pre.ko \ninsmod $I/base.ko lib=1\ninsmod $I/mid-dle.ko speed=2\ninsmod $I/top.ko debug=1\n"
check -e "modprobe: FATAL: Module fs-black not found in directory $PWD/root/lib/modules/9.9\n" \
	"blacklist hides aliases" "$MP fs-fake; $MP fs-black; echo \$?" \
	"insmod $I/base.ko lib=1\n1\n"
check "blacklist keeps names" "$MP other" "insmod $I/other.ko \n"
check "modprobe.d alias" "$MP myalias" "insmod $I/other.ko \n"
check "install command" "modprobe -d root -S 9.9 viainstall" "installing viainstall\n"
check "builtin is success" "modprobe -d root -S 9.9 inside && echo ok" "ok\n"
check "-a" "$MP -a base other" "insmod $I/base.ko lib=1\ninsmod $I/other.ko \n"
check "-r -n" "$MP -r top" "rmmod top\n"
check -s 1 -e "modprobe: FATAL: Module nope not found in directory $PWD/root/lib/modules/9.9\n" \
	"not found" "$MP nope" ""
check -s 1 "-q" "$MP -q nope" ""
# tests/fuzz/regress/modprobe-empty-dep-name: an empty name met the
# modules.dep line ":", whose blank name has no words: a NULL was written to
mkdir -p e/lib/modules/1
printf 'a.ko:\n:\n' > e/lib/modules/1/modules.dep
check -s 1 -e "modprobe: FATAL: Module  not found in directory $PWD/e/lib/modules/1\n" \
	"an empty name and a line ':'" "modprobe -n -d $PWD/e -S 1 ''" ""
check -s 1 -e "modprobe: FATAL: Module inside is builtin.\n" "-r builtin" \
	"modprobe -r -d root -S 9.9 inside" ""
check -s 1 -e "modprobe: FATAL: Module base is not currently loaded\n" \
	"-r not loaded" "modprobe -r -d root -S 9.9 base" ""
check -s 1 -e "modprobe: ERROR: missing parameters\nUsage: modprobe [-qvn] [-S VERSION] [-d DIR] MODULE [PARAM[=VALUE]]...\n" \
	"no operand" "modprobe" ""

# the installed Debian kernel's modules, against kmod
needs cmd modprobe
kver=$(ls /lib/modules 2>/dev/null | grep -v "^$(uname -r)$" | head -1)
[ -n "$kver" ] && [ -f "/lib/modules/$kver/modules.dep" ] || kver=
if [ -z "$kver" ]; then needs cmd no-debian-kernel-modules; fi
for m in loop squashfs overlay virtio_blk virtio_pci ext4 crc32c fs-squashfs \
    nosuchmodule; do
	same "-n -v $m" "modprobe -n -v -S $kver $m; echo \$?"
done
same "-n -v with parameters" "modprobe -n -v -S $kver loop max_loop=4 max_part=2"
same "-n -v -a" "modprobe -n -v -S $kver -a loop overlay squashfs"
same "-n -v -r" "modprobe -n -v -S $kver -r loop"
same "-q not found" "modprobe -q -S $kver nosuchmodule; echo \$?"
needs_end

# insmod and rmmod errors (nothing can be loaded or unloaded here)
needs cmd insmod
echo 'not a module' > notko
same "insmod: no file" 'insmod ./nosuch.ko; echo $?'
same "rmmod: not loaded" 'rmmod nosuchmodule; echo $?'
same "rmmod: .ko name" 'rmmod /x/nosuch-module.ko; echo $?'
check -s 1 -e "insmod: bad.ko.gz: invalid compressed data--format violated\n" \
	"insmod: bad gzip" 'printf "\037\213\010\000\000\000\000\000\000\003\007garbage" > bad.ko.gz; insmod bad.ko.gz' ''
HXZ=$(PATH=$HOSTPATH command -v xz) HZSTD=$(PATH=$HOSTPATH command -v zstd)
export HXZ HZSTD
if [ -n "$HXZ" ] && [ -n "$HZSTD" ]; then
check -s 1 -e "insmod: bad.ko.xz: Unexpected end of input\n" \
	"insmod: bad xz" '"$HXZ" -c notko | head -c 40 > bad.ko.xz; printf "\377\377\377\377" >> bad.ko.xz; insmod bad.ko.xz' ''
check -s 1 -e "insmod: bad.ko.zst: premature end\n" \
	"insmod: bad zstd" '"$HZSTD" -q -c notko | head -c 12 > bad.ko.zst; insmod bad.ko.zst' ''
# a compressed module is expanded here, whatever the kernel can do: the
# kernel answers .ko.xz, .ko.zst and .ko.bz2 of a non-module as the plain one
check "insmod: .ko.xz, .ko.zst, .ko.gz expanded here" \
	'"$HXZ" -c notko > n.ko.xz; "$HZSTD" -q -c notko > n.ko.zst; gzip -c notko > n.ko.gz; bzip2 -c notko > n.ko.bz2; for f in notko n.ko.xz n.ko.zst n.ko.gz n.ko.bz2; do insmod ./$f 2>&1 | sed "s|./$f|F|"; done | uniq | wc -l' '1\n'
fi
check -s 1 -e "insmod: missing operand\nUsage: insmod FILE [PARAM[=VALUE]]...\n" \
	"insmod: no operand" 'insmod' ''
check -s 1 -e "lsmod: extra operand 'x'\nUsage: lsmod\n" "lsmod: operand" \
	'lsmod x' ''
