# sh-fuzz.t - inputs from the parser fuzzer (tests/fuzz: seeds and inputs
# that once crashed) read by sh -n: a syntax error is fine, a signal is not
needs applet sh
for f in "$SRCDIR"/tests/fuzz/corpus/* \
    "$SRCDIR"/tests/fuzz/regress/sh_parse-*; do
	[ -f "$f" ] || continue
	check "sh -n ${f##*/}" \
	    "\"\$TESTROOT/sh\" -n '$f' >/dev/null 2>&1; [ \$? -lt 128 ] && echo ok" \
	    'ok\n'
done
# deep nesting and runaway recursion are errors, not crashes; and the
# nesting takes little memory (natively: the emulator and the sanitizers
# need address space of their own): each "((" was tried as ((...)) over
# all the rest of the input, 4 GB and 27 s for these
lim='ulimit -v 65536;'
[ -z "$ROOTBOX_QEMU$ROOTBOX_SANITIZE$ROOTBOX_VALGRIND" ] || lim=
check -s 2 -e 'sh: 1: ./deep: recursion too deep\n' "100000 nested (" \
    "awk 'BEGIN { for (i = 0; i < 100000; i++) printf \"(\" }' > deep; $lim
     \"\$TESTROOT/sh\" -c '. ./deep' sh 2>&1 >/dev/null |
     sed 's/^[^:]*: [0-9]*: /sh: 1: /' >&2; exit 2" ''
check -s 2 -e 'sh: 1: recursion too deep\n' "runaway recursion" \
    "\"\$TESTROOT/sh\" -c 'f() { f; }; f' sh" ''
