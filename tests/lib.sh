# tests/lib.sh - sourced by every tests/*.t (POSIX sh)
#
#   check [-s STATUS] [-e STDERR] NAME CMD STDOUT [STDIN]
#	run CMD (through sh -c) and compare stdout, stderr (default: empty)
#	and exit status (default 0). STDOUT, STDERR and STDIN take printf %b
#	escapes (\n, \t, \0NNN).
#   same NAME CMD [STDIN]
#	differential: run CMD with rootbox's applets first in PATH and with
#	the host's tools alone, compare stdout, stderr and status. Skipped
#	when the reference (the first word of CMD, or $REF) is not installed.
#   needs root | needs cmd X | needs config SYM | needs applet X
#	skip the rest of the file (or up to needs_end) with the reason.
#   mkfile NAME TEXT	write TEXT (printf %b) to NAME
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

_pass=0 _fail=0 _skip=0 _skipping=
: "${TEST_FILE:=test}"

_result() {
	case $1 in
	pass) _pass=$((_pass + 1)) ;;
	fail) _fail=$((_fail + 1)) ;;
	skip) _skip=$((_skip + 1)) ;;
	esac
	echo "$_pass $_fail $_skip" > "$RESULTS"
}

needs() {
	_why=
	case $1 in
	root) [ "$(id -u)" = 0 ] || _why="not root" ;;
	cmd) PATH=$HOSTPATH command -v "$2" >/dev/null 2>&1 ||
		_why="$2 not installed" ;;
	config) grep -q "^CONFIG_$2=y" "$CONFIG" 2>/dev/null ||
		_why="CONFIG_$2 is off" ;;
	applet) [ -n "$TEST_HOST" ] || [ -e "$TESTROOT/$2" ] ||
		_why="applet $2 is not configured" ;;
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

# _show NAME WHAT EXPECTED-FILE ACTUAL-FILE
_show() {
	echo "FAIL $TEST_FILE: $1: $2 differs"
	diff -u "$3" "$4" | sed -n '3,$p' | head -40 | cat -A | sed 's/^/    /'
}

# _verdict NAME WANT-OUT GOT-OUT WANT-ERR GOT-ERR WANT-ST GOT-ST LABEL:
# compare both outputs and the status, report each difference, count it
_verdict() {
	_ok=1
	cmp -s "$2" "$3" || { _show "$1" stdout "$2" "$3"; _ok=; }
	cmp -s "$4" "$5" || { _show "$1" stderr "$4" "$5"; _ok=; }
	if [ "$6" != "$7" ]; then
		echo "FAIL $TEST_FILE: $1: exit status $7, $8 $6"
		_ok=
	fi
	[ -n "$_ok" ] && _result pass || _result fail
	return 0
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

same() {
	_name=$1 _cmd=$2
	if [ -n "$_skipping" ]; then _result skip; return 0; fi
	_ref=${REF:-${_cmd%% *}}
	if ! PATH=$HOSTPATH command -v "$_ref" >/dev/null 2>&1; then
		echo "SKIP $TEST_FILE: $_name: reference $_ref not installed"
		_result skip
		return 0
	fi
	if [ $# -ge 3 ]; then printf '%b' "$3" > .stdin; else : > .stdin; fi
	PATH=$HOSTPATH $HOSTSH -c "$_cmd" < .stdin > .rout 2> .rerr
	_rst=$?
	PATH=$BOXPATH $HOSTSH -c "$_cmd" < .stdin > .bout 2> .berr
	_bst=$?
	# the reference may name itself by path (/usr/bin/ls: ...)
	sed 's|^/[^ :]*/\([^/ :]*\):|\1:|' .rerr > .rerr2
	_verdict "$_name" .rout .bout .rerr2 .berr "$_rst" "$_bst" reference
}
