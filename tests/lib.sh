# tests/lib.sh - sourced by every tests/*.t (POSIX sh)
#
#   check [-s STATUS] [-e STDERR] NAME CMD STDOUT [STDIN]
#	run CMD (through sh -c) and compare stdout, stderr (default: empty)
#	and exit status (default 0). STDOUT, STDERR and STDIN take printf %b
#	escapes (\n, \t, \0NNN).
#   same NAME CMD [STDIN]
#	differential, stored: run CMD with rootbox's applets first in PATH
#	and compare stdout, stderr and status with the expectation stored
#	in tests/FILE.expect/SLUG.out, .err and .status (absent: empty, 0),
#	which make check-refresh (TEST_EXPECT=refresh) writes from the
#	reference tools alone: the first word of CMD, or $REF, plus $REFS
#	(other tools CMD runs: where one is missing, the test is skipped).
#	make check-diff (TEST_EXPECT=diff) also runs the reference and
#	fails where it no longer gives what is stored. The test's directory
#	is stored as @PWD@; $FILTER, a sed script, may hide more.
#   live NAME CMD [STDIN]
#	differential at run time, for output that is a fact of this run or
#	machine (see live() below); skipped where the reference is missing.
#   needs root | needs cmd X | needs config SYM | needs applet X |
#   needs syscall NAME (one Valgrind lacks: skipped in make check VALGRIND=1)
#	skip the rest of the file (or up to needs_end) with the reason.
#   mkfile NAME TEXT	write TEXT (printf %b) to NAME
#   randbytes N [SEED]	N pseudo-random bytes, the same on every run
#
# CMD runs in the host's /bin/sh ($HOSTSH), so its builtins (echo, printf,
# test, true, false) shadow ours: call those applets as "env echo" or
# "$TESTROOT/echo". Both runs of `same` share the test's directory: a CMD
# that creates files removes them itself.
#
# run.sh sets: ROOTBOX (the binary), TESTROOT (its links), HOSTPATH (PATH
# without TESTROOT), BOXPATH (PATH for rootbox runs; HOSTPATH when
# TEST_HOST=1), HOSTSH, FILES (tests/files), CONFIG (.config), RESULTS,
# SRCDIR (the source tree) and BUILD (the O= directory under test).

_pass=0 _fail=0 _skip=0 _skipping= _uid=$(id -u)
: "${TEST_FILE:=test}"

_result() {
	case $1 in
	pass) _pass=$((_pass + 1)) ;;
	fail) _fail=$((_fail + 1)) ;;
	skip) _skip=$((_skip + 1)) ;;
	esac
	echo "$_pass $_fail $_skip" > "$RESULTS"
}

# _pkgs CMD...: the Debian packages that provide CMD..., from .ci/packages
_pkgs() {
	awk -v want=" $* " '{ sub(/#.*/, "") }
		{ for (i = 2; i <= NF; i++) if (index(want, " " $i " "))
			p = p (p ? " " : "") $1 }
		END { print p ? p : "no Debian package known" }' \
		"$SRCDIR/.ci/packages"
}

needs() {
	_why=
	case $1 in
	root) [ "$(id -u)" = 0 ] || _why="not root" ;;
	cmd) PATH=$HOSTPATH command -v "$2" >/dev/null 2>&1 ||
		_why="needs $2 ($(_pkgs "$2"))" ;;
	config) grep -q "^CONFIG_$2=y" "$CONFIG" 2>/dev/null ||
		_why="CONFIG_$2 is off" ;;
	applet) [ -n "$TEST_HOST" ] || [ -e "$TESTROOT/$2" ] ||
		_why="applet $2 is not configured" ;;
	# a system call Valgrind does not know (make check VALGRIND=1)
	syscall) [ "$ROOTBOX_VALGRIND" != 1 ] ||
		_why="Valgrind does not know $2(2)" ;;
	*) echo "needs: unknown '$1'" >&2; _why="bad needs" ;;
	esac
	if [ -n "$_why" ] && [ -z "$_skipping" ]; then
		_skipping=$_why
		echo "SKIP $TEST_FILE: $_why"
	fi
	[ -z "$_why" ]
}

needs_end() { _skipping=; }

mkfile() {
	printf '%b' "$2" > "$1"
}

# randbytes N [SEED]: N pseudo-random bytes, the same on every machine
# (stored expectations need inputs that do not change between runs)
randbytes() {
	awk -v n="$1" -v x="${2:-1}" 'BEGIN {
		for (i = 0; i < n; i++) {
			x = (x * 69069 + 1) % 4294967296
			printf "%c", int(x / 16777216)
		}
	}'
}

# _show NAME WHAT EXPECTED-FILE ACTUAL-FILE
_show() {
	echo "FAIL $TEST_FILE: $1: $2 differs"
	diff -u "$3" "$4" | sed -n '3,$p' | head -40 | cat -A | sed 's/^/    /'
}

# _verdict NAME WANT-OUT GOT-OUT WANT-ERR GOT-ERR WANT-ST GOT-ST LABEL:
# compare both outputs and the status, report each difference, count it
_verdict() {
	_ok=1
	# the sanitizer build's warnings that are no findings (run.sh), also
	# where they follow a prompt on its line (perl: Debian's perl-base)
	[ "$ROOTBOX_SANITIZE" != 1 ] || perl -0pi -e 's/==\d+==WARNING: (reading executable name failed|ASan is ignoring requested __asan_handle_no_return)[^\n]*\n(False positive error reports may follow\nFor details see \S+\n)?//g' "$3" "$5"
	_same "$2" "$3" || { _show "$1" stdout "$2" "$3"; _ok=; }
	_same "$4" "$5" || { _show "$1" stderr "$4" "$5"; _ok=; }
	if [ "$6" != "$7" ]; then
		echo "FAIL $TEST_FILE: $1: exit status $7, $8 $6"
		_ok=
	fi
	[ -n "$_ok" ] && _result pass || _result fail
	rm -f .stdin .want-out .want-err .out .err .bout .berr .rout .rerr
	return 0
}

# The harness costs execs (a few ms each here, more than most applets
# under test): what follows does without them where it can.
# _same A B: files A and B have the same bytes (two empty ones: no cmp)
_same() {
	if [ -s "$1" ] || [ -s "$2" ]; then cmp -s "$1" "$2"; fi
}

check() {
	_st=0 _err=
	while :; do
		case $1 in
		-s) _st=$2; shift 2 ;;
		-e) _err=$2; shift 2 ;;
		*) break ;;
		esac
	done
	_name=$1 _cmd=$2 _out=$3
	if [ -n "$_skipping" ]; then _result skip; return 0; fi
	if [ $# -ge 4 ]; then printf '%b' "$4" > .stdin; else : > .stdin; fi
	printf '%b' "$_out" > .want-out
	printf '%b' "$_err" > .want-err
	PATH=$BOXPATH $HOSTSH -c "$_cmd" < .stdin > .out 2> .err
	_verdict "$_name" .want-out .out .want-err .err "$_st" $? want
}

# _slug NAME: the file name of a test's stored expectation: letters,
# digits and . - = + , stay, the signs that tell tests apart are spelt out
# (! ( ) [ ] < > | & *), every other run of bytes becomes one _
# (into $_slug; a name of those bytes and single inner spaces, without
# sed: each space becomes _)
_slug() {
	case $1 in
	"" | -* | " "* | *" " | *"  "* | *[!A-Za-z0-9.=+,\ -]*)
		_slug=$(printf '%s\n' "$1" | sed 's/!/_not_/g; s/(/_lp_/g
		s/)/_rp_/g; s/\[/_lb_/g; s/]/_rb_/g; s/</_lt_/g; s/>/_gt_/g
		s/|/_or_/g; s/&/_and_/g; s/\*/_star_/g
		s/[^A-Za-z0-9.=+,-]\{1,\}/_/g; s/__*/_/g; s/^_\(.\)/\1/
		s/_$//; s/^-/_-/; s/^$/_/')
		return ;;
	esac
	_slug= _sl=$1
	while :; do
		case $_sl in
		*" "*) _slug=$_slug${_sl%% *}_ _sl=${_sl#* } ;;
		*) _slug=$_slug$_sl; return ;;
		esac
	done
}

# _store DIR SLUG OUT ERR STATUS: write an expectation; an empty stderr
# and status 0 are the defaults and get no file
_store() {
	mkdir -p "$1"
	cp "$3" "$1/$2.out"
	if [ -s "$4" ]; then cp "$4" "$1/$2.err"; else rm -f "$1/$2.err"; fi
	if [ "$5" != 0 ]; then echo "$5" > "$1/$2.status"
	else rm -f "$1/$2.status"; fi
}

# _load DIR SLUG: the stored expectation's files as $_wout and $_werr
# (/dev/null for none), its status as $_wst
_load() {
	_wout=$1/$2.out _werr=/dev/null _wst=0
	[ -f "$1/$2.err" ] && _werr=$1/$2.err
	[ -f "$1/$2.status" ] && read -r _wst < "$1/$2.status"
}

# _filter FILE: the test's directory becomes @PWD@ in FILE, and $FILTER
# (a sed script) is applied, for what else varies between runs and
# machines (the host's name, the time now)
# (FILE...: one sed for all of them, none for empty ones)
_filter() {
	_fl=
	for _f; do [ -s "$_f" ] && _fl="$_fl $_f"; done
	[ -z "$_fl" ] ||
		sed -i "s|$PWD|@PWD@|g; s|${PWD#/}|@PWD@|g; $FILTER" $_fl
}

# _refs_missing: $_missing, the reference tools of $_cmd not installed:
# $REF, else the first word of CMD, plus $REFS
_refs_missing() {
	_missing=
	for _r in ${REF:-${_cmd%% *}} $REFS; do
		PATH=$HOSTPATH command -v "$_r" >/dev/null 2>&1 ||
			_missing="$_missing $_r"
	done
}

# _run_ref: $_cmd through the reference tools alone, into .rout, .rerr
# (with the tool's name made plain) and $_rst
_run_ref() {
	PATH=$HOSTPATH $HOSTSH -c "$_cmd" < .stdin > .rout 2> .rerr
	_rst=$?
	# the reference may name itself by path (/usr/bin/ls: ...)
	[ ! -s .rerr ] || sed -i 's|^/[^ :]*/\([^/ :]*\):|\1:|' .rerr
}

# NS=1 before same or live: the test shows stat's nanoseconds, which
# qemu-s390x (make check ARCH=s390x) gives as 0: skipped there.
# HO=1: the case shows multi-byte values in the host's byte order (od,
# hexdump), stored from a little-endian host: skipped on s390x. LD=1: it
# shows long or long double values, whose sizes are x86-64's: skipped
# on every other ARCH=. QU=1: it finds rootbox's processes by their
# command line, which under qemu-user (any ARCH=) starts with the
# emulator's name: skipped there. VG=1: the case would see the wrapper
# that runs an applet under Valgrind (its environment, its process, its
# own writes): skipped in make check VALGRIND=1 (VG=WHY: for that reason).
_ns_skip() {
	if [ -n "${VG-}" ] && [ "$ROOTBOX_VALGRIND" = 1 ]; then
		[ "$VG" = 1 ] && set -- "it would see Valgrind's wrapper" ||
			set -- "$VG"
		echo "SKIP $TEST_FILE: $_name: $1"
	elif [ -n "${NS-}" ] && [ "$ROOTBOX_ARCH" = s390x ]; then
		echo "SKIP $TEST_FILE: $_name: qemu-s390x's stat leaves out" \
			"the nanoseconds"
	elif [ -n "${HO-}" ] && [ "$ROOTBOX_ARCH" = s390x ]; then
		echo "SKIP $TEST_FILE: $_name: host byte order (big-endian)"
	elif [ -n "${QU-}" ] && [ -n "$ROOTBOX_QEMU" ]; then
		echo "SKIP $TEST_FILE: $_name: under qemu-user a command line" \
			"starts with the emulator"
	elif [ -n "${LD-}" ] && [ -n "$ROOTBOX_ARCH" ] &&
	    [ "$ROOTBOX_ARCH" != x86_64 ]; then
		echo "SKIP $TEST_FILE: $_name: long or long double is not x86-64's here"
	else
		return 1
	fi
	_result skip
}

same() {
	_name=$1 _cmd=$2
	_slug "$_name"
	_dir=$EXPECT/${TEST_FILE%.t}.expect
	case " $_slugs " in
	*" $_slug "*)
		echo "FAIL $TEST_FILE: $_name: a second test named so" \
			"(stored as $_slug)"
		_result fail
		return 0 ;;
	esac
	_slugs="$_slugs $_slug"
	echo "$_slug" >> "$RESULTS.slugs"
	if [ -n "$_skipping" ]; then _result skip; return 0; fi
	_ns_skip && return 0
	# $REFS: other tools CMD runs, needed whatever the mode
	for _r in $REFS; do
		if ! PATH=$HOSTPATH command -v "$_r" >/dev/null 2>&1; then
			echo "SKIP $TEST_FILE: $_name: needs $_r ($(_pkgs "$_r"))"
			_result skip
			return 0
		fi
	done
	if [ $# -ge 3 ]; then printf '%b' "$3" > .stdin; else : > .stdin; fi
	_refs_missing
	if [ "$TEST_EXPECT" != check ] && [ -z "$_missing" ]; then
		_run_ref
		_filter .rout .rerr
		if [ "$TEST_EXPECT" = refresh ]; then
			_store "$_dir" "$_slug" .rout .rerr "$_rst"
		elif [ -f "$_dir/$_slug.out" ]; then
			_load "$_dir" "$_slug"
			if ! _same "$_wout" .rout ||
			    ! _same "$_werr" .rerr || [ "$_wst" != "$_rst" ]
			then
				echo "FAIL $TEST_FILE: $_name: the reference" \
					"${REF:-${_cmd%% *}} no longer gives" \
					"the stored expectation"
				_verdict "$_name" "$_wout" .rout "$_werr" \
					.rerr "$_wst" "$_rst" stored
				return 0
			fi
		fi
		# (the rootbox run sees the same entries in its directory)
		rm -f .rout .rerr
	elif [ "$TEST_EXPECT" = refresh ]; then
		echo "SKIP $TEST_FILE: $_name: not refreshed: needs$_missing" \
			"($(_pkgs $_missing))"
	fi
	if [ ! -f "$_dir/$_slug.out" ]; then
		echo "FAIL $TEST_FILE: $_name: nothing stored in" \
			"${_dir#$SRCDIR/}/$_slug.out (make check-refresh)"
		_result fail
		return 0
	fi
	_load "$_dir" "$_slug"
	# stored as root, an owner's name is root's; another user's run
	# shows its own, so it compares with the reference then
	if [ "$_uid" != 0 ] && grep -qw root "$_wout" "$_werr"; then
		live "$@"
		return 0
	fi
	PATH=$BOXPATH $HOSTSH -c "$_cmd" < .stdin > .bout 2> .berr
	_bst=$?
	_filter .bout .berr
	_verdict "$_name" "$_wout" .bout "$_werr" .berr "$_wst" "$_bst" stored
}

# live NAME CMD [STDIN]: a differential test whose output is a fact of this
# run or this machine (the time now, inode numbers, change times, owner
# names, the filesystem's block and directory sizes), so nothing can be
# stored: rootbox and the reference run side by side, every time. Keep it
# to those; the reference must be installed (skipped, with the reason,
# where it is not).
live() {
	_name=$1 _cmd=$2
	if [ -n "$_skipping" ]; then _result skip; return 0; fi
	_ns_skip && return 0
	_refs_missing
	if [ -n "$_missing" ]; then
		echo "SKIP $TEST_FILE: $_name: needs$_missing" \
			"($(_pkgs $_missing))"
		_result skip
		return 0
	fi
	if [ $# -ge 3 ]; then printf '%b' "$3" > .stdin; else : > .stdin; fi
	_run_ref
	PATH=$BOXPATH $HOSTSH -c "$_cmd" < .stdin > .bout 2> .berr
	_bst=$?
	_verdict "$_name" .rout .bout .rerr .berr "$_rst" "$_bst" reference
}
