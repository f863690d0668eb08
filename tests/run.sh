#!/bin/sh
# tests/run.sh BUILD-DIR [TEST...] - run the suite against BUILD-DIR's rootbox
#
# Runs the libbb unit tests (BUILD-DIR/unit/*), every tests/*.t, the root
# tests tests/root/*.t (inside unshare -m, when root), and the shell scripts
# tests/sh/*.sh compared with dash; then prints "N passed, N failed, N
# skipped" and exits non-zero on any failure. TEST... limits the run to
# the named .t files (or unit tests). TEST_HOST=1 runs the .t files
# against the host's tools instead, to check the tests themselves.
# TEST_SH=SHELL runs the .t files with SHELL instead of /bin/sh.
tests=$(cd "$(dirname "$0")" && pwd)
build=$(cd "$1" && pwd) || exit 1
shift
only=" $* "

export ROOTBOX="$build/build/rootbox" CONFIG="$build/.config"
export FILES="$tests/files" HOSTSH=/bin/sh SRCDIR="${tests%/tests}" BUILD="$build"
export TESTROOT="$build/testroot" HOSTPATH="$PATH"
export LC_ALL=C TZ=UTC
[ -x "$ROOTBOX" ] || { echo "run.sh: no $ROOTBOX" >&2; exit 1; }

rm -rf "$TESTROOT" && mkdir -p "$TESTROOT"
for a in $("$ROOTBOX" --list); do
	ln -s "$ROOTBOX" "$TESTROOT/$a"
done
if [ -n "$TEST_HOST" ]; then BOXPATH=$HOSTPATH; else BOXPATH=$TESTROOT:$PATH; fi
export BOXPATH

work=$build/testtmp
rm -rf "$work" && mkdir -p "$work"
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
	(cd "$d" && RESULTS="$d.results" TEST_FILE="${t#$tests/}" \
		"$@" "${TEST_SH:-/bin/sh}" -c '. "$1/lib.sh"; . "$2"' sh \
		    "$tests" "$t")
	r=$(cat "$d.results")
	add "$r"
	set -- $r
	echo "${t#$tests/}: $1 passed, $2 failed, $3 skipped"
}

for t in "$tests"/*.t; do
	[ -f "$t" ] || continue
	n=${t##*/}
	wanted "$n" || continue
	run_t "$t"
done

for t in "$tests"/root/*.t; do
	[ -f "$t" ] || continue
	n=${t##*/}
	wanted "$n" || continue
	if [ "$(id -u)" != 0 ]; then
		echo "SKIP root/$n: not root (needs unshare -m and loop devices)"
		skip=$((skip + 1))
	elif ! unshare -m true 2>/dev/null; then
		echo "SKIP root/$n: unshare -m does not work here"
		skip=$((skip + 1))
	else
		run_t "$t" unshare -m --propagation private
	fi
done

# shell scripts: the same script through our sh and through dash; where we
# differ on purpose, NAME.out/.err/.status hold what we print instead
if [ -e "$TESTROOT/sh" ] && [ -z "$TEST_HOST" ] && wanted sh; then
	sp=0 sf=0 ss=0
	synfix='s/\(: [0-9]*: \([^:]*: \)\{0,1\}Syntax error: \)EOF in/\1End of file in/
	s/^\(.*\): \([0-9]*\): \([^:]*: \)\{0,1\}Syntax error: \(.*\) unexpected/\1: line \2: \3syntax error: unexpected \4/
	s/^\(.*\): \([0-9]*\): \([^:]*: \)\{0,1\}Syntax error: \(.\)/\1: line \2: \3syntax error: \l\4/'
	for s in "$tests"/sh/*.sh; do
		[ -f "$s" ] || continue
		b=${s%.sh} d=$work/sh/${s##*/}
		mkdir -p "$d/box" "$d/ref"	# each shell in its own empty dir
		(cd "$d/box" && PATH=$BOXPATH "$TESTROOT/sh" "$s" > ../box.out \
		    2> ../box.err; echo $? > ../box.status)
		if [ -f "$b.out" ]; then
			cp "$b.out" "$d/ref.out"
			if [ -f "$b.err" ]; then cp "$b.err" "$d/ref.err"
			else : > "$d/ref.err"; fi
			if [ -f "$b.status" ]; then cp "$b.status" "$d/ref.status"
			else echo 0 > "$d/ref.status"; fi
		elif command -v dash >/dev/null 2>&1; then
			(cd "$d/ref" && dash "$s" > ../ref.out 2> ../ref.err
			echo $? > ../ref.status)
			# dash's "X: 3: Syntax error: "fi" unexpected" is
			# our "X: line 3: syntax error: unexpected "fi"", on stderr
			# and where a script prints it ("X: 3: eval: Syntax
			# error: ..." is "X: line 3: eval: syntax error: ...")
			sed -i -e 's/^dash: /sh: /' -e "$synfix" "$d/ref.err"
			sed -i "$synfix" "$d/ref.out"
		else
			ss=$((ss + 1))
			continue
		fi
		ok=1
		for k in out err status; do
			if ! cmp -s "$d/ref.$k" "$d/box.$k"; then
				[ -n "$ok" ] && echo "FAIL sh/${s##*/}"
				echo "  $k differs:"
				diff -u "$d/ref.$k" "$d/box.$k" | sed -n '3,$p' |
					head -30 | sed 's/^/    /'
				ok=
			fi
		done
		if [ -n "$ok" ]; then sp=$((sp + 1)); else sf=$((sf + 1)); fi
	done
	[ "$ss" != 0 ] && echo "SKIP sh: dash not installed ($ss scripts)"
	echo "sh/*.sh: $sp passed, $sf failed, $ss skipped"
	add "$sp $sf $ss"
fi

echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" = 0 ]
