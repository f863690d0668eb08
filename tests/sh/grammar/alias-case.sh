# aliases around case: not for the word after case, "in", a pattern or
# esac (no command word there, POSIX 2.3.1), but in the commands of an
# item and for case itself; an alias cannot make a pattern
alias foo='echo aliased'
alias x='echo X'
alias esac='echo no'
alias in='echo IN'
case foo in foo) echo "word after case not expanded";; esac
case x in
x) foo inside;;
esac
case x in (x) foo paren;; esac
case x in x) x;; esac
case x in
	foo) echo "pattern foo";;
	x) echo "pattern x";;
esac
alias c=case
c y in y) echo "case via alias";; esac
alias p='y)'
case y in
p echo "pattern via alias?";;
*) echo "no alias in pattern";;
esac
