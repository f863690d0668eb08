# ;& falls through to the next list (POSIX.1-2024); dash 0.5.12 lacks it,
# so NAME.out holds the standard's result (bash --posix agrees)
case a in
a) echo one ;&
b) echo two ;&
c) echo three ;;
d) echo four ;;
esac
case x in
x) echo x ;&
esac
case q in
q) ;&
r) echo reached-r ;;
esac
case n in m) echo m ;& n) echo n ;; esac
# expect: own (the comment at the top says why)
