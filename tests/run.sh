#!/bin/sh
# tests/run.sh BUILD-DIR [TEST...] - run the suite against BUILD-DIR's rootbox
#
# Runs the libbb unit tests (BUILD-DIR/unit/*), every tests/*.t, the root
# tests tests/root/*.t (inside unshare -m, when root), and the shell scripts
# tests/sh/TOPIC/*.sh compared with dash; then prints "N passed, N
# failed, N skipped" and exits non-zero on any failure. TEST... limits
# the run to the named .t files (or unit tests). TEST_HOST=1 runs the .t files
# against the host's tools instead, to check the tests themselves.
# TEST_SH=SHELL runs the .t files with SHELL instead of /bin/sh.
# TEST_PART=K/N runs part K of N (see in_part below).
# ROOTBOX_QEMU names the emulator of a cross-built binary (make check ARCH=).
tests=$(cd "$(dirname "$0")" && pwd)
# descriptors a caller left open (/usr/bin/time -o leaks its file as fd 3)
# would show in the tests that check what a shell closes
exec 3>&- 4>&- 5>&- 6>&- 7>&- 8>&- 9>&-
build=$(cd "$1" && pwd) || exit 1
shift
only=" $* "

export ROOTBOX="$build/build/rootbox" CONFIG="$build/.config"
export FILES="$tests/files" HOSTSH=/bin/sh SRCDIR="${tests%/tests}" BUILD="$build"
export TESTROOT="$build/testroot" HOSTPATH="$PATH"
# the pty driver of the interactive tests (tests/ptyrun.c)
export PTYRUN="$build/ptyrun"
# the syslog datagram receiver of logger's tests (tests/logrecv.c)
export LOGRECV="$build/logrecv"
export LC_ALL=C TZ=UTC EXPECT="$tests"
# check: compare with the stored expectations; refresh: write them anew
# from the reference tools; diff: also fail where a reference installed
# here no longer gives what is stored
export TEST_EXPECT="${TEST_EXPECT:-check}"
[ -x "$ROOTBOX" ] || { echo "run.sh: no $ROOTBOX" >&2; exit 1; }
# make check ARCH=...: the kernel runs the binary with qemu-user (binfmt)
[ -z "$ROOTBOX_QEMU" ] || echo "run.sh: $ROOTBOX runs under $ROOTBOX_QEMU"

rm -rf "$TESTROOT" && mkdir -p "$TESTROOT"
if [ "$ROOTBOX_VALGRIND" = 1 ]; then
	# make check VALGRIND=1: each applet in PATH is a hard link to
	# $build/vgwrap (tests/vgwrap.c), which runs it under memcheck through
	# a link of its name in vglinks (argv[0] picks the applet), its report
	# to ROOTBOX_VGLOG.PID when that is set (san_env); leaks are looked
	# for in the shell only: a short-lived applet may leave what it
	# allocated to exit, the shell's loops may not. No gdbserver
	# (--vgdb=no): its pipes in /tmp cannot be unlinked where a test
	# mounts over /tmp or changes root. tests/valgrind.supp: what the
	# kernel allows and memcheck does not.
	[ -x "$build/vgwrap" ] ||
		{ echo "run.sh: VALGRIND=1 needs $build/vgwrap" >&2; exit 1; }
	rm -rf "$build/vglinks" && mkdir -p "$build/vglinks"
	# what the binary takes for itself (self_exe()): not Valgrind's tool
	export ROOTBOX_SELF="$ROOTBOX"
	for a in $("$ROOTBOX" --list); do
		ln -s "$ROOTBOX" "$build/vglinks/$a"
		ln "$build/vgwrap" "$TESTROOT/$a"
	done
else
	for a in $("$ROOTBOX" --list); do
		ln -s "$ROOTBOX" "$TESTROOT/$a"
	done
fi
if [ -n "$TEST_HOST" ]; then BOXPATH=$HOSTPATH; else BOXPATH=$TESTROOT:$PATH; fi
export BOXPATH

# Tests expect SIGINT, SIGQUIT and SIGPIPE at their defaults, but a shell
# ignores the first two in a background job (the parallel lanes below) and
# make may have been started with any of them ignored: where env can, the
# tests start with them reset.
defsig=
env --default-signal=INT,QUIT,PIPE true 2>/dev/null &&
	defsig="$(command -v env) --default-signal=INT,QUIT,PIPE"

work=$build/testtmp
rm -rf "$work" && mkdir -p "$work"

# The sanitizer build (make check SANITIZE=1) writes its reports to
# $work/san/JOB.PID instead of stderr: a report then fails its job even
# where a test discards stderr, and the warnings that are no findings
# stay out of the compared output. The kernel makes a process that
# changed its uid (setpriv --reuid, su) non-dumpable, its /proc/self
# unreadable, and ASan warns of that each time; such a process cannot
# read its environment from there either, so it writes to stderr, and
# lib.sh leaves these lines out of what a test compares (SAN_NOISE).
export SAN_NOISE='reading executable name failed with errno|AddressSanitizer failed to allocate 0x|ASan is ignoring requested __asan_handle_no_return|^False positive error reports may follow|^For details see https://github.com/google/sanitizers/issues/189|^==[0-9]+== (Warning: (set address range perms|noted but unhandled ioctl|client switching stacks)|   (This could cause spurious|See README_MISSING|with no size/direction hints|To suppress, use)|Warning: invalid file descriptor -?[0-9]+ in syscall close)'
# san_env JOB: the sanitizers' options for the processes of JOB
san_asan=$ASAN_OPTIONS san_ubsan=$UBSAN_OPTIONS
san_env() {
	if [ "$ROOTBOX_VALGRIND" = 1 ]; then
		mkdir -p "$work/san" && chmod 1777 "$work/san"
		export ROOTBOX_VGLOG="$work/san/$1"
	fi
	[ "$ROOTBOX_SANITIZE" = 1 ] || return 0
	# 1777: the tests that run as nobody write their reports here too
	mkdir -p "$work/san" && chmod 1777 "$work/san"
	# allocator_may_return_null: a huge allocation fails as under musl,
	# and the applet's own "memory exhausted" is what the tests compare
	ASAN_OPTIONS="log_path=$work/san/$1:allocator_may_return_null=1${san_asan:+:$san_asan}"
	UBSAN_OPTIONS="log_path=$work/san/$1:print_stacktrace=1${san_ubsan:+:$san_ubsan}"
	export ASAN_OPTIONS UBSAN_OPTIONS
}
# san_found JOB: true, having shown them, if JOB's processes reported
# anything but noise
san_found() {
	[ "$ROOTBOX_SANITIZE$ROOTBOX_VALGRIND" = 1 ] || return 1
	_found=1
	for _f in "$work/san/$1".*; do
		[ -f "$_f" ] || continue
		grep -Evq "$SAN_NOISE" "$_f" || continue
		echo "FAIL $1: sanitizer report (${_f##*/}):"
		grep -Ev "$SAN_NOISE" "$_f" | head -40 | sed 's/^/    /'
		_found=0
	done
	return $_found
}
pass=0 fail=0 skip=0

add() {	# add "P F S"
	set -- $1
	pass=$((pass + $1)) fail=$((fail + $2)) skip=$((skip + $3))
}

wanted() {
	[ "$only" = "  " ] && return 0
	case $only in *" $1 "*) return 0 ;; esac
	return 1
}

# TEST_PART=K/N: part K of N of the suite, so that a slow run (under
# qemu-user each exec costs 20 ms of start-up, 20 times a native one) can
# be shared out: the root tests, the .t files and the sh topics are dealt
# out in turn, in the order they run, and each part takes every Nth. A .t
# file with a line "# in every part" runs in each part of a cross build
# (ARCH=): its bytes depend on the machine's byte order or word size
# (archives, disk images, kernel structures, od), or it boots the board.
# So do the unit tests, one exec each, which hold the codecs and digests.
# in_part FILE: is FILE in this part
part_i=0
in_part() {
	[ -n "$TEST_PART" ] || return 0
	part_i=$((part_i + 1))
	[ -n "$ROOTBOX_QEMU" ] && grep -q '^# in every part' "$1" 2>/dev/null &&
		return 0
	[ $(((part_i - 1) % ${TEST_PART#*/} + 1)) = "${TEST_PART%/*}" ]
}
case $TEST_PART in
'' | [1-9]/[1-9] | [1-9]/[1-9][0-9]) ;;
*) echo "run.sh: TEST_PART=$TEST_PART: want K/N" >&2; exit 2 ;;
esac
[ -z "$TEST_PART" ] || [ "${TEST_PART%/*}" -le "${TEST_PART#*/}" ] ||
	{ echo "run.sh: TEST_PART=$TEST_PART: K is above N" >&2; exit 2; }
[ -z "$TEST_PART" ] || echo "run.sh: part $TEST_PART of the suite"

# libbb unit tests: each binary prints "ok NAME" or "FAIL NAME: why" lines
for u in "$build"/unit/*; do
	[ -x "$u" ] || continue
	n=${u##*/}
	wanted "$n" || continue
	out=$("$u" 2>&1)
	st=$?
	p=$(printf '%s\n' "$out" | grep -c '^ok ')
	f=$(printf '%s\n' "$out" | grep -c '^FAIL')
	if [ "$st" != 0 ] && [ "$f" = 0 ]; then
		echo "FAIL unit $n: exit status $st"
		f=1
	fi
	# expected error messages are noise unless something failed
	[ "$f" = 0 ] || printf '%s\n' "$out" | grep -v '^ok ' | sed "s/^/    /"
	add "$p $f 0"
	echo "unit/$n: $p passed, $f failed"
done

# run_t FILE [WRAPPER...]: one .t file in a fresh directory, in a subshell
run_t() {
	t=$1
	shift
	n=${t##*/}
	d=$work/${t#$tests/}
	mkdir -p "$d"
	echo "0 0 0" > "$d.results"
	rm -f "$d.results.slugs" "$d.results.end"
	(san_env "$(echo "${t#$tests/}" | tr / -)"
	cd "$d" && RESULTS="$d.results" TEST_FILE="${t#$tests/}" \
		"$@" $defsig "${TEST_SH:-/bin/sh}" -c '. "$1/lib.sh"; . "$2"
		    : > "$RESULTS.end"' sh "$tests" "$t")
	if san_found "$(echo "${t#$tests/}" | tr / -)"; then
		set -- $(cat "$d.results")
		echo "$1 $(($2 + 1)) $3" > "$d.results"
	fi
	# a refresh of a whole file also removes what its tests no longer
	# store (a test renamed or gone)
	e=${t%.t}.expect
	if [ "$TEST_EXPECT" = refresh ] && [ -f "$d.results.end" ] &&
	    [ -d "$e" ]; then
		for f in "$e"/*; do
			x=${f##*/} x=${x%.*}
			grep -qx "$x" "$d.results.slugs" 2>/dev/null ||
				rm -f "$f"
		done
		rmdir "$e" 2>/dev/null
	fi
	set -- $(cat "$d.results")
	echo "${t#$tests/}: $1 passed, $2 failed, $3 skipped"
}


# the counts a job left: run_t's in DIR/FILE.results, the sh suite's
job_results() {
	case $1 in
	@sh/*) f=$work/sh-${1#@sh/}.results ;;
	*) f=$work/${1#$tests/}.results ;;
	esac
	if [ -f "$f" ]; then cat "$f"; else echo "0 1 0"; fi
}

# run_root FILE: a root test, inside unshare -m. Loop devices and the
# host's free-device answer (and the swap list) are shared by every run on
# this machine (CI runs the sanitizer, aarch64 and s390x suites side by
# side) and by the lanes of this one, so a test that uses loop devices
# holds a lock while it runs: flock on a file in /tmp, let go when the
# test ends or dies.
run_root() {
	_n=${1##*/}
	if [ "$(id -u)" != 0 ]; then
		echo "SKIP root/$_n: not root (needs unshare -m and loop devices)"
	elif ! unshare -m true 2>/dev/null; then
		echo "SKIP root/$_n: unshare -m does not work here"
	elif grep -q loop "$1" && command -v flock >/dev/null; then
		(exec 9> /tmp/rootbox-root-tests.lock
		flock 9
		run_t "$1" unshare -m --propagation private 9>&-)
		return
	else
		run_t "$1" unshare -m --propagation private
		return
	fi
	mkdir -p "$work/root"
	echo "0 0 1" > "$work/root/$_n.results"
}

# shell scripts, grouped by topic in tests/sh/TOPIC/ (grammar, expansion,
# builtins, redirection, traps-jobs, errors, extensions, invocation): each
# script runs through our sh, and its output is compared with NAME.out,
# NAME.err and NAME.status beside it (absent: empty and 0), which make
# check-refresh writes from dash. A script with a line "# expect: own"
# keeps the expectation written by hand (its comment says
# why we differ from dash on purpose); check-refresh and check-diff leave
# it alone. A script with a line "# expect: bash" (the bash extensions,
# which dash lacks) has bash as its reference instead. TEST_EXPECT=diff
# also runs the reference and fails where it no longer gives what is
# stored. A line "# not under valgrind: WHY" skips the script in make
# check VALGRIND=1.
# dash's "X: 3: Syntax error: "fi" unexpected" is our "X: line 3: syntax
# error: unexpected "fi"", on stderr and where a script prints it ("X: 3:
# eval: Syntax error: ..." is "X: line 3: eval: syntax error: ...")
synfix='s/\(: [0-9]*: \([^:]*: \)\{0,1\}Syntax error: \)EOF in/\1End of file in/
s/^\(.*\): \([0-9]*\): \([^:]*: \)\{0,1\}Syntax error: \(.*\) unexpected/\1: line \2: \3syntax error: unexpected \4/
s/^\(.*\): \([0-9]*\): \([^:]*: \)\{0,1\}Syntax error: \(.\)/\1: line \2: \3syntax error: \l\4/'

# sh_run SHELL SCRIPT DIR PREFIX: run SCRIPT as ../NAME.sh from DIR/PREFIX,
# an empty directory, so that its name in messages is the same everywhere
sh_run() {
	mkdir -p "$3/$4"
	cp "$2" "$3/${2##*/}"
	(cd "$3/$4" && PATH=$BOXPATH $defsig $1 "../${2##*/}" > "../$4.out" \
	    2> "../$4.err"; echo $? > "../$4.status")
}

# sh_diff WANT-PREFIX GOT-PREFIX LABEL: compare, say what differs
sh_diff() {
	_ok=1
	for k in out err status; do
		if ! cmp -s "$1.$k" "$2.$k"; then
			[ -n "$_ok" ] && echo "FAIL sh/$rel$3"
			echo "  $k differs:"
			diff -u "$1.$k" "$2.$k" | sed -n '3,$p' |
				head -30 | sed 's/^/    /'
			_ok=
		fi
	done
	[ -n "$_ok" ]
}

# sh_suite TOPIC: the scripts of tests/sh/TOPIC
sh_suite() {
	sp=0 sf=0 ss=0 refd=
	san_env "sh-$1"
	command -v dash >/dev/null 2>&1 && refd=1
	for s in $(find "$tests/sh/$1" -name '*.sh' | sort); do
		b=${s%.sh} rel=${s#$tests/sh/} d=$work/sh/$rel
		rm -rf "$d" && mkdir -p "$d"
		if [ "$ROOTBOX_VALGRIND" = 1 ] &&
		    _why=$(sed -n 's/^# not under valgrind: //p' "$s") &&
		    [ -n "$_why" ]; then
			echo "SKIP sh/$rel: $_why"
			ss=$((ss + 1))
			continue
		fi
		own= ref=dash
		grep -q '^# expect: own' "$s" && own=1
		grep -q '^# expect: bash' "$s" && ref=bash
		command -v $ref >/dev/null 2>&1 || ref=
		if [ "$TEST_EXPECT" != check ] && [ -z "$own" ] &&
		    [ -n "$ref" ]; then
			sh_run $ref "$s" "$d" ref
			sed -i -e "s/^$ref: /sh: /" -e "$synfix" "$d/ref.err"
			sed -i "$synfix" "$d/ref.out"
			if [ "$TEST_EXPECT" = refresh ]; then
				cp "$d/ref.out" "$b.out"
				if [ -s "$d/ref.err" ]; then cp "$d/ref.err" "$b.err"
				else rm -f "$b.err"; fi
				if [ "$(cat "$d/ref.status")" != 0 ]; then
					cp "$d/ref.status" "$b.status"
				else rm -f "$b.status"; fi
			fi
		fi
		if [ ! -f "$b.out" ]; then
			echo "FAIL sh/$rel: nothing stored in tests/sh/${rel%.sh}.out" \
				"(make check-refresh)"
			sf=$((sf + 1))
			continue
		fi
		cp "$b.out" "$d/want.out"
		if [ -f "$b.err" ]; then cp "$b.err" "$d/want.err"
		else : > "$d/want.err"; fi
		if [ -f "$b.status" ]; then cp "$b.status" "$d/want.status"
		else echo 0 > "$d/want.status"; fi
		if [ "$TEST_EXPECT" = diff ] && [ -f "$d/ref.out" ] &&
		    ! sh_diff "$d/want" "$d/ref" \
			": $ref no longer gives the stored expectation"; then
			sf=$((sf + 1))
			continue
		fi
		sh_run "$TESTROOT/sh" "$s" "$d" box
		# qemu-user says so when a process dies of a core signal
		[ -z "$ROOTBOX_QEMU" ] ||
			sed -i '/^qemu: uncaught target signal /d' "$d/box.err"
		if sh_diff "$d/want" "$d/box" ""; then sp=$((sp + 1))
		else sf=$((sf + 1)); fi
	done
	[ "$TEST_EXPECT" != check ] && [ -z "$refd" ] &&
		echo "SKIP sh/$1: dash not installed: only the stored" \
			"expectations were compared ($(grep '^dash' \
			"$SRCDIR/.ci/packages" | cut -f1))"
	san_found "sh-$1" && sf=$((sf + 1))
	echo "sh/$1/*.sh: $sp passed, $sf failed, $ss skipped"
	echo "$sp $sf $ss" > "$work/sh-$1.results"
}

# The .t files (root tests too) and the sh topics are independent: with
# TEST_JOBS (default: the number of CPUs) above 1, that many lanes share
# them out, each taking the next one not yet claimed (mkdir is the lock),
# output kept per job and shown in order at the end. The sh topics and
# boot.t, the longest jobs, start first.
jobs=
if [ -e "$TESTROOT/sh" ] && [ -z "$TEST_HOST" ]; then
	for d in "$tests"/sh/*/; do
		d=${d%/} d=${d##*/}
		{ wanted sh || wanted "sh/$d"; } || continue
		in_part "$tests/sh/$d" || continue
		jobs="$jobs @sh/$d"
	done
fi
for t in "$tests"/boot.t "$tests"/root/*.t "$tests"/*.t; do
	[ -f "$t" ] || continue
	wanted "${t##*/}" || continue
	case " $jobs " in *" $t "*) continue ;; esac
	in_part "$t" || continue
	jobs="$jobs $t"
done

# each job's seconds, wall-clock and CPU (user + system of all it ran, from
# the shell's `times` in a subshell of its own), go to $work/times; the
# slowest are listed at the end (CI's time is mostly theirs, and when CI's
# jobs run side by side, their CPU time is what adds up)
run_job() {
	t0=$(date +%s)
	case $1 in
	@sh/*) n=${1#@} ;;
	"$tests"/root/*) n=root/${1##*/} ;;
	*) n=${1##*/} ;;
	esac
	# (times in a pipeline would run in a child, which counts nothing)
	cpu=$( (
		case $1 in
		@sh/*) sh_suite "${1#@sh/}" ;;
		"$tests"/root/*) run_root "$1" ;;
		*) run_t "$1" ;;
		esac >&3 3>&-
		times
	) | awk 'NR == 2 { split($1 " " $2, f, /[ ms]+/)
		printf "%d", f[1] * 60 + f[2] + f[3] * 60 + f[4] + .5 }'
	) 3>&1
	echo "$(( $(date +%s) - t0 )) $n ${cpu:-0}" >> "$work/times"
}

lanes=${TEST_JOBS:-$(nproc 2>/dev/null || echo 1)}
if [ "$lanes" -le 1 ]; then
	for j in $jobs; do
		run_job "$j"
		add "$(job_results "$j")"
	done
else
	mkdir -p "$work/claim"
	l=0
	while [ "$l" -lt "$lanes" ]; do
		(i=0
		for j in $jobs; do
			i=$((i + 1))
			mkdir "$work/claim/$i" 2>/dev/null || continue
			run_job "$j" > "$work/claim/$i.log" 2>&1
		done) &
		l=$((l + 1))
	done
	wait
	i=0
	for j in $jobs; do
		i=$((i + 1))
		cat "$work/claim/$i.log" 2>/dev/null
		add "$(job_results "$j")"
	done
fi

[ ! -f "$work/times" ] || sort -k3rn "$work/times" | awk '
	{ c += $3 }
	NR <= 8 { s = s sep $2 " " $3 " (" $1 ")"; sep = ", " }
	END { if (s != "") print "most CPU, s (wall-clock s): " s \
		"; CPU in all " c " s" }'
echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" = 0 ]
