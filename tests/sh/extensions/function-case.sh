# bash's function keyword (function NAME { }, function NAME() { }, any
# compound body; a plain word elsewhere) and case's ;;& (go on testing
# the next patterns), also mixed with ;&; bash is the reference
# expect: bash
function f { echo "f: $*"; }
f a b
function g() { echo "g: $#"; }
g 1 2 3
function h
{
	echo "h on its own lines"
}
h
function k() (echo "subshell body $$" >/dev/null; echo "k ran")
k
function r { return 3; }
r; echo "r: $?"
x=function; echo "$x is a word here"
echo function
function m { case $1 in a) echo "m a";;& a|b) echo "m a or b";;& c) echo "m c";; *) echo "m any";; esac; }
m a; m b; m c
case z in z) echo "z1";;& y) echo "y";;& z) echo "z2";; esac; echo "status $?"
case q in q) (exit 4);;& r) echo no;; esac; echo "status $?"
case w in w) echo w1;& v) echo v-fall;;& w) echo w2;; esac
(eval 'function') 2>/dev/null; echo "function alone: $?"
(eval 'function f2 (') 2>/dev/null; echo "unclosed: $?"
(eval 'function f3') 2>/dev/null; echo "no body: $?"
(eval 'case a in a) echo one;;& esac'; echo "last item: $?")
