# set -e: a failing simple command, subshell or function ends the script
set -e
echo start
x=$(false) || echo "cmdsub in || is fine"
(false) || echo "subshell in || is fine"
{ false; } || echo "group in || is fine"
sh -c 'set -e; f() { false; echo never; }; f; echo never2' && echo "child: 0" || echo "child: $?"
sh -c 'set -e; (exit 3); echo never' && echo "child: 0" || echo "child: $?"
sh -c 'set -e; false | false; echo never' && echo "child: 0" || echo "child: $?"
sh -c 'set -e; ! false; echo "bang false ok"' && echo "child: 0" || echo "child: $?"
sh -c 'set -e; x=$(false); echo never' && echo "child: 0" || echo "child: $?"
sh -c 'set -e; false && true; echo "and-list ok"' && echo "child: 0" || echo "child: $?"
sh -c 'set -e; true && false; echo never' && echo "child: 0" || echo "child: $?"
sh -c 'set -e; if true; then false; fi; echo never' && echo "child: 0" || echo "child: $?"
sh -c 'set -e; for i in 1; do false; done; echo never' && echo "child: 0" || echo "child: $?"
sh -c 'set -e; case x in x) false;; esac; echo never' && echo "child: 0" || echo "child: $?"
sh -c 'set -e; { false; echo never; }' && echo "child: 0" || echo "child: $?"
sh -c 'set -e; eval false; echo never' && echo "child: 0" || echo "child: $?"
sh -c 'set -e; set +e; false; echo "set +e works"' && echo "child: 0" || echo "child: $?"
sh -e -c 'false; echo never' || echo "sh -e: $?"
echo "before the end"
false
echo never
