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
	_got=$?
	_ok=1
	cmp -s .want-out .out || { _show "$_name" stdout .want-out .out; _ok=; }
	cmp -s .want-err .err || { _show "$_name" stderr .want-err .err; _ok=; }
	if [ "$_got" != "$_st" ]; then
		echo "FAIL $TEST_FILE: $_name: exit status $_got, want $_st"
		_ok=
	fi
	[ -n "$_ok" ] && _result pass || _result fail
	return 0
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
	echo $? > .rst
	PATH=$BOXPATH $HOSTSH -c "$_cmd" < .stdin > .bout 2> .berr
	echo $? > .bst
	# the reference may name itself by path (/usr/bin/ls: ...)
	sed 's|^/[^ :]*/\([^/ :]*\):|\1:|' .rerr > .rerr2
	_ok=1
	cmp -s .rout .bout || { _show "$_name" stdout .rout .bout; _ok=; }
	cmp -s .rerr2 .berr || { _show "$_name" stderr .rerr2 .berr; _ok=; }
	if ! cmp -s .rst .bst; then
		echo "FAIL $TEST_FILE: $_name: exit status $(cat .bst), reference $(cat .rst)"
		_ok=
	fi
	[ -n "$_ok" ] && _result pass || _result fail
	return 0
}
