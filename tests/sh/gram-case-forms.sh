# case: empty, parenthesised patterns, missing final ;;, newlines anywhere
case x in esac; echo "empty case: $?"
case x in
esac
case x in (x) echo paren ;; esac
case x in x) echo no-final-dsemi
esac
case x
in
x)
echo newline-before-in
;;
esac
case x in

x)

echo blank-lines
;;

esac
case x in x|y|z) echo alt1 ;; esac
case z in x|y|z) echo alt3 ;; esac
case x in (x|y) echo paren-alt ;; esac
case x in x) ;; esac; echo "empty body $?"
false; case x in y) ;; esac; echo "no match resets: $?"
case x in x) (exit 4) ;; esac; echo "body status $?"
case x in *) echo star; esac
case $(echo word) in word) echo from-cmdsub ;; esac
case "a b" in a\ b) echo escaped-blank ;; esac
case x in x) echo first ;; x) echo second ;; esac
case x in y) echo y ;; x) echo x-second-item ;; esac
case x in x ) echo blank-before-paren ;; esac
case x in (x ) echo blank-in-parens ;; esac
(eval 'case x in x) echo a ;; ;; esac') 2>/dev/null; echo "double ;; $?"
(eval 'case x in x echo a ;; esac') 2>/dev/null; echo "no ) $?"
(eval 'case x y in x) ;; esac') 2>/dev/null; echo "two words $?"
