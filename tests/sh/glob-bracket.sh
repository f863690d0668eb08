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
