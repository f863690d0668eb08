# rootbox - one static multicall binary for small Linux root filesystems
#
# make [V=1] [O=DIR] [ARCH=NAME] [CROSS_COMPILE=PREFIX] [CC=...] [SANITIZE=1]
# [VALGRIND=1]
# make help lists the targets. Outputs go to generated/ and build/ under
# O (default: the source tree, or build/ARCH); the configuration is O/.config.

srctree := $(patsubst %/,%,$(dir $(abspath $(lastword $(MAKEFILE_LIST)))))

# ---- ARCH: cross builds with Debian's toolchains ---------------------
# make ARCH=aarch64|armhf|s390x|riscv64 (the table is scripts/arches):
# Debian's cross gcc, given the musl-gcc.specs of Debian's multiarch
# musl-dev:DPKG and the kernel headers of linux-libc-dev-DPKG-cross; a
# missing package is installed as need-tool does. riscv64 has no Debian
# musl: scripts/cross-musl builds it from Debian's source package, once,
# into ARCH_MUSL_DIR. A CROSS_COMPILE= of your own (a musl toolchain, or
# the prefix set in menuconfig) replaces the Debian compiler; ARCH then
# names the emulator for make check. Outputs go to build/ARCH by default;
# make check runs the suites under qemu-user (scripts/qemu-binfmt).
ifneq ($(filter-out $(shell uname -m) native amd64,$(ARCH)),)
# Debian's names (arm64) do as well as ours (aarch64)
arch_row := $(shell awk '$$1 == "$(ARCH)" || $$3 == "$(ARCH)"' \
	$(srctree)/scripts/arches)
ifeq ($(arch_row),)
$(error ARCH=$(ARCH) is not in scripts/arches: $(shell \
	awk '!/^\#/ { printf "%s ", $$1 }' $(srctree)/scripts/arches))
endif
ifeq ($(SANITIZE)$(VALGRIND),1)
$(error SANITIZE=1 and VALGRIND=1 are builds with the host's gcc: not with \
	ARCH=$(ARCH))
endif
override ARCH := $(firstword $(arch_row))
O ?= build/$(ARCH)
export ARCH_MUSL_DIR ?= $(abspath $(O))/musl
ARCH_GNU := $(word 2,$(arch_row))
ARCH_DPKG := $(word 3,$(arch_row))
ARCH_MUSL := $(word 4,$(arch_row))
ARCH_QEMU := qemu-$(word 5,$(arch_row))-static
ARCH_SPECS := $(if $(filter src,$(ARCH_MUSL)),$(ARCH_MUSL_DIR)/lib,\
	/usr/lib/$(ARCH_MUSL))/musl-gcc.specs
# the board: Debian's kernel for ARCH, fetched once (scripts/arch-kernel)
ARCH_KFLAVOUR := $(filter-out -,$(word 6,$(arch_row)))
export ARCH_KERNEL_DIR ?= $(abspath $(O))/kernel
ifneq ($(ARCH_KFLAVOUR),)
BOOT_KERNEL ?= $(shell $(srctree)/scripts/arch-kernel $(ARCH_DPKG) \
	$(ARCH_KFLAVOUR) $(ARCH_KERNEL_DIR))
endif
# what tests/run.sh and boot.t need to know
ARCH_TESTENV = ROOTBOX_ARCH=$(ARCH) ROOTBOX_QEMU=$(ARCH_QEMU) \
	ROOTBOX_CC='$(CC)' $(if $(ARCH_KFLAVOUR),BOOT_KERNEL=$(BOOT_KERNEL))
endif
ifeq ($(SANITIZE),1)
O ?= build/sanitize
endif
ifeq ($(VALGRIND),1)
O ?= build/valgrind
endif
O ?= .
OUTDIR := $(abspath $(O))
CONFIG := $(OUTDIR)/.config
GEN := $(OUTDIR)/generated
OBJ := $(OUTDIR)/build
VERSION := 0.1

ifeq ($(V),1)
Q :=
say := @:
else
Q := @
say := @printf '  %-8s %s\n'
endif
MAKEFLAGS += --no-print-directory

# Targets that must not create or read .config on their own.
config_goals := menuconfig nconfig oldconfig olddefconfig defconfig \
	allnoconfig allyesconfig savedefconfig %_defconfig
noconfig_goals := help clean distclean lint check check-refresh check-diff \
	check-configs bench fuzz unit-tests \
	$(config_goals)
need_config := $(if $(MAKECMDGOALS),$(filter-out $(noconfig_goals),\
	$(filter-out %_defconfig,$(MAKECMDGOALS))),all)

ifneq ($(wildcard $(CONFIG)),)
include $(CONFIG)
endif
unquote = $(patsubst "%",%,$(1))

CROSS_COMPILE ?= $(call unquote,$(CONFIG_CROSS_COMPILER_PREFIX))
# ARCH= without a CROSS_COMPILE of one's own: Debian's gcc and musl
ifneq ($(ARCH_GNU),)
ifeq ($(CROSS_COMPILE),)
ARCH_DEBIAN := 1
CROSS_COMPILE := $(ARCH_GNU)-
ARCH_KINC := $(OUTDIR)/build/kernel-headers
endif
endif
ifeq ($(origin CC),default)
ifneq ($(filter 1,$(SANITIZE) $(VALGRIND)),)
CC := gcc
else ifneq ($(ARCH_DEBIAN),)
# (the musl built from source is static only: so is every link with it)
CC := $(CROSS_COMPILE)gcc -specs $(ARCH_SPECS) -isystem $(ARCH_KINC) \
	$(if $(filter src,$(ARCH_MUSL)),-static)
else ifneq ($(CROSS_COMPILE),)
CC := $(CROSS_COMPILE)gcc
else
CC := musl-gcc
endif
endif
# CCACHE=ccache puts a compiler cache in front (scripts/check-configs)
ifneq ($(CCACHE),)
override CC := $(CCACHE) $(CC)
endif
STRIP ?= $(CROSS_COMPILE)strip
HOSTCC ?= gcc

ifeq ($(CONFIG_DEBUG),y)
OPTFLAGS := -O0 -g
HOTFLAGS := -O0 -g
else ifeq ($(CONFIG_OPTIMIZE_SIZE),y)
OPTFLAGS := -Os
HOTFLAGS := -O2
else
OPTFLAGS := -O2
HOTFLAGS := -O2
endif
WFLAGS := -Wall -Wextra -Wno-unused-parameter
CFLAGS_ALL := -std=c11 $(WFLAGS) -ffunction-sections -fdata-sections \
	-fno-asynchronous-unwind-tables -fno-unwind-tables -fno-ident \
	-I$(srctree)/libbb -I$(GEN) -DROOTBOX_VERSION='"$(VERSION)"' \
	$(call unquote,$(CONFIG_EXTRA_CFLAGS)) $(CFLAGS)
LDFLAGS_ALL := -Wl,--gc-sections -Wl,-Map=$(OBJ)/rootbox.map \
	$(call unquote,$(CONFIG_EXTRA_LDFLAGS)) $(LDFLAGS)
ifeq ($(SANITIZE),1)
SANFLAGS := -fsanitize=address,undefined -fno-sanitize-recover=undefined \
	-fno-omit-frame-pointer -g
OPTFLAGS := -O1
HOTFLAGS := -O1
CFLAGS_ALL += $(SANFLAGS)
# not a PIE: ASan's globals table would be relocated at every start, about
# 800 page faults (a third of its start-up) in each of make check's execs;
# and the sanitizer runtimes linked in, not loaded and bound at each start
LDFLAGS_ALL += $(SANFLAGS) -no-pie \
	$(if $(filter gcc,$(CC)),-static-libasan -static-libubsan)
else ifeq ($(VALGRIND),1)
# for Valgrind's memcheck: glibc linked dynamically, so that memcheck's
# malloc replaces it and sees every block's bounds and every leak; and
# self_exe() reads ROOTBOX_SELF (under Valgrind /proc/self/exe is its tool)
OPTFLAGS := -O1 -g
HOTFLAGS := -O1 -g
CFLAGS_ALL += -DROOTBOX_VALGRIND
else ifeq ($(CONFIG_STATIC),y)
LDFLAGS_ALL += -static
endif
# compression and checksums are compiled for speed even in a -Os build
HOT_SRCS := libbb/crc32.c libbb/deflate.c libbb/inflate.c libbb/hash.c \
	libbb/zstd.c libbb/bz2.c libbb/xz.c

# The compiler and its flags, kept in GEN/flags: every object depends on
# them. A changed configuration otherwise rebuilds only the files that
# include a generated header whose content changed (config.h, opts.h,
# applets.h, usage.h: -MMD lists them), not the whole tree.
ifneq ($(need_config),)
# (O= itself left out: a build directory copied elsewhere stays built)
build_flags := $(subst $(OUTDIR),O,$(CC) | $(CFLAGS_ALL) | $(OPTFLAGS) | \
	$(HOTFLAGS) | $(HOT_SRCS) | $(LDFLAGS_ALL))
ifneq ($(build_flags),$(file <$(GEN)/flags))
$(shell mkdir -p $(GEN))
$(file >$(GEN)/flags,$(build_flags))
endif
endif

KCONF = cd $(OUTDIR) && KCONFIG_CONFIG=.config srctree=$(srctree)
APPLET_FILES := $(wildcard $(srctree)/applets/*.c) \
	$(wildcard $(srctree)/applets/sh/sh.c)
NEED := $(srctree)/scripts/need-tool

.PHONY: all install uninstall initramfs clean distclean help check \
	check-refresh check-diff \
	check-configs size bench lint tools-cc tools-kconfig baseline \
	bloatcheck $(config_goals)
.DEFAULT_GOAL := all

# ---- configuration ---------------------------------------------------

$(GEN)/.stamp-A: $(APPLET_FILES) $(srctree)/scripts/gen-applets
	$(Q)mkdir -p $(GEN)
	$(Q)$(srctree)/scripts/gen-applets A $(srctree) $(GEN)
	$(Q)touch $@

tools-kconfig:
	$(Q)$(NEED) kconfig-conf kconfig-frontends-nox

# kconfig resolves 'source "generated/..."' against its working directory
$(CONFIG): | $(GEN)/.stamp-A tools-kconfig
	@echo "rootbox: no $(CONFIG): using configs/defconfig"
	$(Q)$(KCONF) kconfig-conf -s --defconfig=$(srctree)/configs/defconfig \
		$(srctree)/Config.in

menuconfig: $(GEN)/.stamp-A tools-kconfig
	$(Q)$(NEED) kconfig-mconf kconfig-frontends-nox
	$(Q)$(KCONF) kconfig-mconf $(srctree)/Config.in

nconfig: $(GEN)/.stamp-A tools-kconfig
	$(Q)$(NEED) kconfig-nconf kconfig-frontends-nox
	$(Q)$(KCONF) kconfig-nconf $(srctree)/Config.in

oldconfig olddefconfig allnoconfig allyesconfig: $(GEN)/.stamp-A tools-kconfig
	$(Q)$(KCONF) kconfig-conf --$@ $(srctree)/Config.in

defconfig: $(GEN)/.stamp-A tools-kconfig
	$(Q)$(KCONF) kconfig-conf --defconfig=$(srctree)/configs/defconfig \
		$(srctree)/Config.in

# configs/NAME_defconfig lists what is on; everything else is off
%_defconfig: $(GEN)/.stamp-A tools-kconfig
	$(Q)test -f $(srctree)/configs/$@ || \
		{ echo "rootbox: no configs/$@" >&2; exit 1; }
	$(Q)$(KCONF) KCONFIG_ALLCONFIG=$(srctree)/configs/$@ \
		kconfig-conf -s --allnoconfig $(srctree)/Config.in

savedefconfig: $(GEN)/.stamp-A tools-kconfig
	$(Q)$(KCONF) kconfig-conf --savedefconfig=defconfig $(srctree)/Config.in
	@echo "rootbox: wrote $(OUTDIR)/defconfig"

# bring .config up to date with new applets, then write the tables
$(GEN)/.stamp-B: $(CONFIG) $(GEN)/.stamp-A $(APPLET_FILES) $(srctree)/Config.in \
		| tools-kconfig
	$(Q)$(KCONF) kconfig-conf -s --olddefconfig $(srctree)/Config.in
	$(Q)$(srctree)/scripts/gen-applets B $(srctree) $(GEN) $(CONFIG)
	$(Q)touch $@

ifneq ($(need_config),)
$(GEN)/applets.mk: $(GEN)/.stamp-B
	$(Q)touch $@
include $(GEN)/applets.mk
endif

# ---- build -----------------------------------------------------------

SRCS := $(wildcard $(srctree)/core/*.c) $(wildcard $(srctree)/libbb/*.c) \
	$(addprefix $(srctree)/,$(APPLET_SRCS)) \
	$(foreach d,$(APPLET_DIRS),$(wildcard $(srctree)/$(d)/*.c))
OBJS := $(patsubst $(srctree)/%.c,$(OBJ)/%.o,$(SRCS))

tools-cc:
ifneq ($(ARCH_DEBIAN),)
	$(Q)$(NEED) $(ARCH_GNU)-gcc gcc-$(ARCH_GNU)
	$(Q)$(NEED) -f /usr/$(ARCH_GNU)/include/linux/version.h \
		linux-libc-dev-$(ARCH_DPKG)-cross
ifeq ($(ARCH_MUSL),src)
	$(Q)test -f $(ARCH_SPECS) || $(srctree)/scripts/cross-musl \
		$(ARCH_GNU) $(ARCH_MUSL_DIR)
else
	$(Q)$(NEED) -f $(ARCH_SPECS) musl-dev:$(ARCH_DPKG)
endif
	@# only the kernel's headers: glibc's may share /usr/$(ARCH_GNU)/include
	$(Q)mkdir -p $(ARCH_KINC) && for d in linux asm asm-generic mtd scsi; do \
		ln -sfn /usr/$(ARCH_GNU)/include/$$d $(ARCH_KINC)/$$d; done
else
	$(Q)case "$(CC)" in musl-gcc) $(NEED) musl-gcc musl-tools;; \
		gcc) $(NEED) gcc gcc;; *) $(NEED) $(firstword $(CC)) "";; esac
endif

all: $(OBJ)/rootbox

$(OBJ)/%.o: $(srctree)/%.c $(GEN)/flags | $(GEN)/.stamp-B tools-cc
	$(say) CC $*.c
	@mkdir -p $(dir $@)
	$(Q)$(CC) $(CFLAGS_ALL) \
		$(if $(filter $*.c,$(HOT_SRCS)),$(HOTFLAGS),$(OPTFLAGS)) \
		-MMD -MP -c -o $@ $<

$(OBJ)/rootbox_unstripped: $(OBJS) $(GEN)/flags
	$(say) LINK $(notdir $@)
	$(Q)$(CC) $(CFLAGS_ALL) $(OPTFLAGS) -o $@ $(OBJS) $(LDFLAGS_ALL)

$(OBJ)/rootbox: $(OBJ)/rootbox_unstripped
ifeq ($(CONFIG_DEBUG)$(SANITIZE)$(VALGRIND),)
	$(say) STRIP $(notdir $@)
	$(Q)$(STRIP) -s -R .comment -R .note.gnu.build-id -o $@ $<
else
	$(Q)cp $< $@
endif

-include $(OBJS:.o=.d)

# ---- install ---------------------------------------------------------

# $$p: PREFIX= from the command line, else the configuration's "Install
# directory" (relative to the source tree), read when .config exists
prefix = p="$(PREFIX)"; \
	if [ -z "$$p" ]; then \
		p=$$(sed -n 's/^CONFIG_PREFIX="\(.*\)"$$/\1/p' $(CONFIG)); \
		case $$p in ""|/*) ;; *) p=$(srctree)/$${p\#./} ;; esac; \
	fi; \
	test -n "$$p" || { echo "make $@: set PREFIX=DIR or the install" \
		"directory (make menuconfig)" >&2; exit 1; }

install: $(OBJ)/rootbox
	$(Q)$(prefix); echo "rootbox: installing into $$p"; \
	$(srctree)/scripts/install.sh install "$$p" $(OBJ)/rootbox \
		$(GEN)/applets.links $(if $(CONFIG_INSTALL_HARDLINKS),hard,sym) \
		"$(FORCE)"

uninstall: $(GEN)/.stamp-B
	$(Q)$(prefix); $(srctree)/scripts/install.sh uninstall "$$p" "" \
		$(GEN)/applets.links "" ""

# ---- initramfs and boot ----------------------------------------------

.PHONY: qemu check-boot

# make initramfs PREFIX=DIR [INIT=script] [OUT=file] [LIST=file]
# (INITRAMFS=file is the same as OUT=file)
INIT ?= $(srctree)/scripts/livecd-init.sh
INITRAMFS ?= $(or $(OUT),initramfs.cpio.gz)
BOOT_KERNEL ?= $(lastword $(sort $(wildcard /boot/vmlinuz-*)))
ACCEL ?= tcg
BOOT_ARCH := $(if $(ARCH_GNU),$(ARCH),x86_64)
BOOT_QEMU := qemu-system-$(if $(filter armhf,$(ARCH)),arm,$(BOOT_ARCH))

initramfs: install
ifneq ($(ARCH_QEMU),)
	$(Q)$(srctree)/scripts/qemu-binfmt $(ARCH_QEMU) $(OBJ)/rootbox
endif
	$(Q)$(prefix); $(srctree)/scripts/initramfs $(OBJ)/rootbox "$$p" "$(INIT)" \
		"$(INITRAMFS)" "$(LIST)"

# boot it for a person to try: Ctrl-A X leaves qemu; ACCEL=kvm if it works
qemu: initramfs
ifneq ($(ARCH_QEMU),)
	$(Q)$(NEED) $(BOOT_QEMU) qemu-system-arm
endif
	$(Q)test -n "$(BOOT_KERNEL)" || { echo "make qemu: no /boot/vmlinuz-*: install linux-image-amd64 or set BOOT_KERNEL" >&2; exit 1; }
	$(Q)QEMU_ACCEL=$(ACCEL) $(srctree)/scripts/qemu-boot -M $(BOOT_ARCH) \
		$(if $(DISK),-d "$(DISK)") $(if $(APPEND),-a "$(APPEND)") \
		"$(BOOT_KERNEL)" "$(INITRAMFS)"

# the boot test alone (make check runs it too, as tests/boot.t)
check-boot:
	$(Q)$(MAKE) -f $(srctree)/Makefile O=$(CHECK) defconfig >/dev/null
	$(Q)$(MAKE) -f $(srctree)/Makefile O=$(CHECK) all
ifneq ($(ARCH_QEMU),)
	$(Q)$(NEED) $(BOOT_QEMU) qemu-system-arm
	$(Q)$(srctree)/scripts/qemu-binfmt $(ARCH_QEMU) $(CHECK)/build/rootbox
endif
	$(Q)BOOT_KERNEL=$(BOOT_KERNEL) $(ARCH_TESTENV) \
		$(srctree)/tests/run.sh $(CHECK) boot.t

# ---- checks, size, benchmarks ----------------------------------------

# make fuzz [FUZZ_TIME=SECONDS] [FUZZ_TARGETS="a b"]: libFuzzer (clang)
# on each target of FUZZ_TABLE, FUZZ_TIME seconds each (FUZZ_TARGETS: only
# those). A target is one line, NAME:LEAKS:SEEDS: tests/fuzz/NAME.c, run
# with leak detection when LEAKS is 1 (0 where the code leaks by design,
# as its comment says), on the corpus $(FUZZDIR)/corpus-NAME seeded with
# the comma-separated SEEDS under tests/fuzz (ustar's seed is a pax
# archive of tests/fuzz, made here). A crash input is written to
# $(FUZZDIR) and belongs in tests/fuzz/regress, with a test.
FUZZDIR := $(OUTDIR)/build/fuzz
FUZZ_TIME ?= 60
FUZZ_TABLE := \
	sh_parse:1:corpus,../sh \
	ustar:1: \
	inflate:1:corpus-gz \
	deflate_rt:1:corpus-gz \
	zstd:1:corpus-zstd \
	bz2:1:corpus-bz2 \
	xz:1:corpus-xz \
	cpio:1:corpus-cpio \
	fstab:1:corpus-fstab \
	mode:1:corpus-mode \
	modprobe:1:corpus-modprobe \
	init:1:corpus-init \
	mdev:1:corpus-mdev \
	pwdb:1:corpus-pwdb \
	grep:1:corpus-grep \
	sed:0:corpus-sed \
	find:0:corpus-find \
	lineedit:1:corpus-lineedit
FUZZ_TARGETS ?= $(foreach t,$(FUZZ_TABLE),$(word 1,$(subst :, ,$(t))))
FUZZ_SAN := -fsanitize=fuzzer-no-link,address,undefined -g \
	-fno-sanitize-recover=undefined -fno-omit-frame-pointer
FUZZ_OBJS = $(filter-out %/core/main.o,$(patsubst $(srctree)/%.c,\
	$(FUZZDIR)/build/%.o,$(wildcard $(srctree)/core/*.c) \
	$(wildcard $(srctree)/libbb/*.c) \
	$(wildcard $(srctree)/applets/*.c $(srctree)/applets/sh/*.c)))
FUZZ_RUN := -max_total_time=$(FUZZ_TIME) -max_len=8192 -close_fd_mask=2 \
	-timeout=10
fuzz:
	$(Q)$(NEED) clang clang
	$(Q)$(MAKE) O=$(FUZZDIR) SANITIZE=1 CC=clang defconfig >/dev/null
	$(Q)$(MAKE) O=$(FUZZDIR) SANITIZE=1 CC=clang SANFLAGS='$(FUZZ_SAN)'
	$(Q)for t in $(FUZZ_TARGETS); do \
		echo "  LINK     $$t"; \
		clang -O1 $(WFLAGS) $(FUZZ_SAN) -fsanitize=fuzzer \
			-I$(srctree)/libbb -I$(srctree)/applets/sh \
			-I$(FUZZDIR)/generated -o $(FUZZDIR)/$$t \
			$(srctree)/tests/fuzz/$$t.c $(FUZZ_OBJS) || exit 1; \
	done
	$(Q)mkdir -p $(FUZZDIR)/corpus-ustar && cd $(FUZZDIR) && \
		ASAN_OPTIONS=detect_leaks=0 ./build/rootbox tar --format=pax \
		-cf corpus-ustar/seed.tar -C $(srctree)/tests fuzz
	$(Q)cd $(FUZZDIR) && for e in $(FUZZ_TABLE); do \
		t=$${e%%:*}; e=$${e#*:}; leaks=$${e%%:*}; seeds=; \
		case " $(FUZZ_TARGETS) " in *" $$t "*) ;; *) continue;; esac; \
		for s in $$(echo "$${e#*:}" | tr , ' '); do \
			seeds="$$seeds $(srctree)/tests/fuzz/$$s"; \
		done; \
		echo "  FUZZ     $$t"; mkdir -p corpus-$$t; \
		ASAN_OPTIONS=detect_leaks=$$leaks ./$$t $(FUZZ_RUN) \
			-detect_leaks=$$leaks corpus-$$t $$seeds || exit 1; \
	done

CHECK := $(OUTDIR)/build/check$(if $(filter 1,$(SANITIZE)),-sanitize)$(if \
	$(filter 1,$(VALGRIND)),-valgrind)
UNIT_SRCS := $(wildcard $(srctree)/tests/unit/*.c)
LIBBB_SRCS := $(wildcard $(srctree)/libbb/*.c)
UNIT_CFLAGS := -std=c11 $(WFLAGS) -g -O1 -fsanitize=address,undefined \
	-fno-sanitize-recover=undefined -fno-omit-frame-pointer \
	-I$(srctree)/libbb -I$(CHECK)/generated -I$(srctree)/tests/unit
UNIT_CROSS_CFLAGS := -std=c11 $(WFLAGS) -g -O1 -static \
	-I$(srctree)/libbb -I$(CHECK)/generated -I$(srctree)/tests/unit
# the unit tests: libbb compiled once into $(CHECK)/unit-obj (kept up to
# date like the binary's objects), each tests/unit/NAME.c linked with it
# into $(CHECK)/unit/NAME. ARCH=: cross-built too (no sanitizers for
# musl), and run under qemu-user through binfmt_misc
ifneq ($(ARCH_QEMU),)
UNIT_CC = $(CC) $(UNIT_CROSS_CFLAGS)
else
UNIT_CC = $(HOSTCC) $(UNIT_CFLAGS)
endif
UNIT_OBJS := $(patsubst $(srctree)/libbb/%.c,$(CHECK)/unit-obj/%.o,\
	$(LIBBB_SRCS))
UNIT_BINS := $(patsubst $(srctree)/tests/unit/%.c,$(CHECK)/unit/%,\
	$(UNIT_SRCS))
$(UNIT_OBJS): $(CHECK)/unit-obj/%.o: $(srctree)/libbb/%.c
	$(Q)mkdir -p $(@D)
	$(Q)$(UNIT_CC) -MMD -MP -c -o $@ $<
$(UNIT_BINS): $(CHECK)/unit/%: $(srctree)/tests/unit/%.c $(UNIT_OBJS)
	$(say) UNIT $*
	$(Q)mkdir -p $(@D)
	$(Q)$(UNIT_CC) -MMD -MP -MF $(CHECK)/unit-obj/test-$*.d -MT $@ \
		-o $@ $< $(UNIT_OBJS)
unit-tests: $(UNIT_BINS)
-include $(UNIT_OBJS:.o=.d) \
	$(patsubst $(CHECK)/unit/%,$(CHECK)/unit-obj/test-%.d,$(UNIT_BINS))
# the sub-makes of check build in parallel unless make was given -j
CHECK_J = $(if $(filter -j% --jobserver%,$(MAKEFLAGS)),,\
	-j$(shell nproc 2>/dev/null || echo 1))

# $(call check_config,DIR,TARGET): DIR/.config written by TARGET, keeping
# its time when nothing in it changed (so that nothing is rebuilt)
check_config = c=$(1)/.config; cp -p $$c $$c.keep 2>/dev/null; \
	$(MAKE) -f $(srctree)/Makefile O=$(1) $(2) >/dev/null && \
	{ ! cmp -s $$c $$c.keep || touch -r $$c.keep $$c; }; \
	st=$$?; rm -f $$c.keep; exit $$st

check:
	$(Q)$(call check_config,$(CHECK),defconfig)
	$(Q)$(MAKE) -f $(srctree)/Makefile $(CHECK_J) O=$(CHECK) all
	$(Q)$(call check_config,$(CHECK)-allno,allnoconfig)
	$(Q)$(MAKE) -f $(srctree)/Makefile $(CHECK_J) O=$(CHECK)-allno all
	@# the options defconfig leaves out (tests/alt.config), tested too
	$(Q)$(call check_config,$(CHECK)-alt,allnoconfig \
		KCONFIG_ALLCONFIG=$(srctree)/tests/alt.config)
	$(Q)$(MAKE) -f $(srctree)/Makefile $(CHECK_J) O=$(CHECK)-alt all
ifneq ($(ARCH_QEMU),)
	$(Q)$(srctree)/scripts/qemu-binfmt $(ARCH_QEMU) $(CHECK)/build/rootbox
else
	$(Q)$(NEED) $(HOSTCC) gcc
endif
ifeq ($(VALGRIND),1)
	$(Q)$(NEED) valgrind valgrind
	@# each applet's wrapper: a link to this, which runs it under memcheck
	$(Q)$(HOSTCC) -std=c11 $(WFLAGS) -O1 -o $(CHECK)/vgwrap \
		-DVG_BIN='"'"$$(command -v valgrind)"'"' \
		-DVG_LINKS='"$(CHECK)/vglinks"' \
		-DVG_SUPP='"$(srctree)/tests/valgrind.supp"' \
		$(srctree)/tests/vgwrap.c
endif
	$(Q)$(MAKE) -f $(srctree)/Makefile $(CHECK_J) unit-tests
	@# the pty driver of the interactive tests runs here, on the host
	$(Q)$(HOSTCC) -std=c11 $(WFLAGS) -O1 -g -o $(CHECK)/ptyrun \
		$(srctree)/tests/ptyrun.c
	@# and the syslog receiver of logger's tests
	$(Q)$(HOSTCC) -std=c11 $(WFLAGS) -O1 -g -o $(CHECK)/logrecv \
		$(srctree)/tests/logrecv.c
	$(Q)$(srctree)/scripts/need-refs $(srctree)/.ci/packages
	$(Q)ROOTBOX_ALLNO=$(CHECK)-allno/build/rootbox \
		ROOTBOX_ALT=$(CHECK)-alt/build/rootbox TEST_EXPECT=$(TEST_EXPECT) \
		TEST_PART=$(TEST_PART) \
		ROOTBOX_SANITIZE=$(SANITIZE) ROOTBOX_VALGRIND=$(VALGRIND) \
		$(ARCH_TESTENV) $(srctree)/tests/run.sh $(CHECK) $(TESTS)

# the stored expectations of the differential tests, written anew from the
# reference tools (review the diff like code), or checked against them
check-refresh:
	$(Q)$(MAKE) -f $(srctree)/Makefile check TEST_EXPECT=refresh
check-diff:
	$(Q)$(MAKE) -f $(srctree)/Makefile check TEST_EXPECT=diff

# every applet alone, and allyesconfig, must build and link
check-configs: $(GEN)/.stamp-A
	$(Q)$(srctree)/scripts/check-configs $(srctree) $(OUTDIR)/build/configs \
		$(MAKE)

size: $(OBJ)/rootbox
	$(Q)$(srctree)/scripts/size $(OBJ)/rootbox $(OBJ)/rootbox.map

bench:
	$(Q)$(MAKE) -f $(srctree)/Makefile O=$(OUTDIR)/build/bench defconfig >/dev/null
	$(Q)$(MAKE) -f $(srctree)/Makefile O=$(OUTDIR)/build/bench all
	$(Q)$(srctree)/scripts/bench $(OUTDIR)/build/bench/build/rootbox $(HOSTCC)

baseline: $(OBJ)/rootbox
	$(Q)nm --size-sort -S $(OBJ)/rootbox_unstripped > $(OBJ)/baseline.syms
	@echo "rootbox: saved $(OBJ)/baseline.syms"

bloatcheck: $(OBJ)/rootbox
	$(Q)test -f $(OBJ)/baseline.syms || { echo "make bloatcheck: run make baseline first" >&2; exit 1; }
	$(Q)nm --size-sort -S $(OBJ)/rootbox_unstripped > $(OBJ)/current.syms
	$(Q)$(srctree)/scripts/bloatcheck $(OBJ)/baseline.syms $(OBJ)/current.syms

lint:
	$(Q)$(srctree)/scripts/lint $(srctree)

clean:
	rm -rf $(OBJ) $(GEN)

distclean: clean
	rm -f $(CONFIG) $(CONFIG).old

help:
	@echo 'Configuration:'
	@echo '  menuconfig       - change the configuration in a text menu'
	@echo '  nconfig          - the same, in the ncurses menu'
	@echo '  oldconfig        - update .config, asking about new options'
	@echo '  olddefconfig     - update .config, new options at their defaults'
	@echo '  defconfig        - .config from configs/defconfig (every applet)'
	@echo '  allnoconfig      - no applets and no features'
	@echo '  allyesconfig     - every applet and every feature'
	@echo '  savedefconfig    - write the minimal configuration to defconfig'
	@for f in $(notdir $(wildcard $(srctree)/configs/*_defconfig)); do \
		printf '  %-16s - .config from configs/%s\n' $$f $$f; done
	@echo 'Building:'
	@echo '  all (default)    - build build/rootbox'
	@echo '  install          - install into PREFIX=DIR, else the install directory'
	@echo '                     of the configuration (FORCE=1 replaces files)'
	@echo '  uninstall        - remove what install put there'
	@echo '  initramfs        - install, then a newc cpio.gz of it with an /init'
	@echo '                     (OUT=file INIT=script LIST=file)'
	@echo '  qemu             - boot the initramfs under qemu (BOOT_KERNEL= DISK='
	@echo '                     APPEND= ACCEL=tcg|kvm); Ctrl-A X leaves'
	@echo '  clean            - remove build/ and generated/'
	@echo '  distclean        - clean, and remove .config'
	@echo 'Testing and measuring:'
	@echo '  check            - build and run every test (SANITIZE=1: ASan/UBSan,'
	@echo '                     VALGRIND=1: under memcheck, glibc, slow;'
	@echo '                     TESTS="ls.t sh" runs only those, TEST_PART=K/N'
	@echo '                     the Kth of N parts of the suite)'
	@echo '  check-refresh    - write the stored test expectations from the references'
	@echo '  check-diff       - check, and fail where a reference disagrees with them'
	@echo '  check-boot       - only the boot test: the initramfs under qemu'
	@echo '  fuzz             - libFuzzer on every parser (FUZZ_TARGETS=, FUZZ_TIME=)'
	@echo '  check-configs    - build each applet alone, allno and allyes configs'
	@echo '  lint             - declaration, whitespace and width checks'
	@echo '  size             - stripped size and bytes per applet and libbb'
	@echo '  bench            - speed against GNU, dash and BusyBox'
	@echo '  baseline         - save symbol sizes for bloatcheck'
	@echo '  bloatcheck       - symbol size changes since baseline'
	@echo 'Variables: O=DIR V=1 CC= CROSS_COMPILE= SANITIZE=1 VALGRIND=1'
	@echo '           NO_AUTO_DEPS=1'
	@echo '  ARCH=aarch64|armhf|s390x|riscv64: a cross build in build/ARCH; with check,'
	@echo '  check-boot and qemu: its suite under qemu-user, its board under qemu-system'
