# runner.t - the project's own test runner and .t files run under our sh:
# tests/run.sh and the test bodies (TEST_SH) through rootbox sh, on a few
# applets' test files, in a build directory of their own
needs applet sh
needs applet echo
mkdir -p inner/build
ln -s "$ROOTBOX" inner/build/rootbox
cp "$CONFIG" inner/.config
# one run under our sh (slow under qemu-user), both cases on its output;
# the inner run's applets run plain (in make check VALGRIND=1 too: it has
# no wrappers of its own)
unset ROOTBOX_VALGRIND
TEST_SH=$TESTROOT/sh "$TESTROOT/sh" "$SRCDIR/tests/run.sh" "$PWD/inner" \
	echo.t mkdir.t true.t > inner.log 2>&1
check "run.sh under rootbox sh" 'tail -1 inner.log' \
    "$(env TEST_SH=/bin/sh /bin/sh "$SRCDIR/tests/run.sh" "$PWD/inner" \
	echo.t mkdir.t true.t 2>&1 | tail -1)\n"
check "no failures" 'tail -1 inner.log | grep -c " 0 failed"' '1\n'
