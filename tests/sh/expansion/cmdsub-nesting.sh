# $( ) nests to any depth and mixes with backquotes, quotes and ${ }
echo $(echo $(echo $(echo $(echo four))))
echo "$(echo "$(echo "a  b")")"
echo $(echo `echo mixed`)
echo `echo $(echo other-way)`
echo "${u-$(echo "${v-$(echo deep-default)}")}"
echo $(echo ')' ')(' '(')
echo $(echo "(" ")")
echo $( echo $((2 + $(echo 3))) )
echo $(echo a; echo b) "$(echo c; echo d)"
echo $(if true; then echo if-in; fi) $(for i in 1 2; do printf $i; done)
echo $(case a in a) echo case-a;; esac) $(case b in (b) echo case-b;; esac)
echo $(f() { echo fn-in-cmdsub; }; f)
echo $(x=1; y=$(echo $((x + 1))); echo $y)
v=$(echo "quoted \$x \"q\""); echo "$v"
echo "$(printf '%s' "it's")"
echo $(echo '$(not)' "\$(nor)")
