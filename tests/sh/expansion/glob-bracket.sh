# bracket expressions: ranges, negation, classes, - and ]

# bracket expressions: ranges, negation with ! (and ^), classes, ] first
mkdir b
cd b
touch a b c x1 x2 x9 X A _ - ']' 'x-' '!' '^'
echo [abc]
echo [a-c]
echo [!a-c] | tr ' ' '\n' | grep -c .
echo x[0-9]
echo x[!1]
echo [[:upper:]]
echo [[:lower:]]
echo x[[:digit:]]
echo [[:alpha:]_]
echo [[:punct:]]
echo []]
echo [!]]* | tr ' ' '\n' | grep -c .
echo [-a]
echo x[-1]
echo x[1-]
echo [\!]
echo '[a]' [a]
echo [z-a] 2>/dev/null
echo [
echo [a
echo [[:nosuch:]] 2>/dev/null
echo x[[:alpha:][:digit:]]
cd ..
rm -r b

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
