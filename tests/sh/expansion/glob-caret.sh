# [^...] negates like [!...] in globs and case patterns, as issue 3 asks
# and bash and BusyBox do; dash 0.5.12 takes ^ literally, so NAME.out holds
# the negating result (bash --posix)
mkdir c; cd c
touch x1 x2 x9 '^'
echo x[^1]
echo [^x]
echo x[^0-8]
case b in [^a]) echo "case negated" ;; *) echo "case literal" ;; esac
case ^ in [^a]) echo "caret is no member" ;; esac
case a in [!^]) echo "bang then caret" ;; esac
cd ..
rm -r c
# expect: own (the comment at the top says why)
