# ranges and the - and ] characters in bracket expressions
mkdir r; cd r
touch a b c d x y z A B Z 0 5 9 ']' '^' '_'; : > -
echo [b-d]
echo [a-cx-z]
echo [0-9]
echo [A-Z] | tr ' ' '\n' | grep -c .
echo [-a]
echo [a-]
echo []a]
echo [!]a-z0-9A-Z]
echo [Z-a] | tr ' ' '\n' | grep -c .
echo [c-a] 2>/dev/null
echo [9-0] 2>/dev/null
echo [!a-y]
cd ..; rm -r r
case b in [a-c]) echo "case range" ;; esac
case - in [a-]) echo "case trailing dash" ;; esac
case ']' in []]) echo "case bracket first" ;; esac
case b in [!]b]) echo no ;; *) echo "case negated bracket" ;; esac
