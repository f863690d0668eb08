# command -v prints how a name would be found: builtins and functions by
# name, keywords, aliases as alias lines, programs by path; -V in words;
# -p searches the default PATH; an unknown name gives status 127 or 1
mkdir bin; printf 'echo t\n' > bin/tool; chmod +x bin/tool
PATH=$PWD/bin:$PATH
f() { :; }
alias al='echo hi'
for n in f cd : break while tool al; do command -v "$n" | sed "s,$PWD/,,"; done
command -v nosuch-cv; echo "missing: $?"
command -v ./bin/tool | sed "s,$PWD/,,"
command -v bin/tool
command -v ./nosuch; echo "missing path: $?"
command -V tool | sed "s,$PWD/,,"
command -V while; command -V break; command -V cd
command -V al
command -V nosuch-cv 2>&1 | grep -c nosuch-cv
PATH=/nonexistent
command -p -v sh | grep -c /sh
command -p sh -c 'echo "ran through -p"'
command -pv ls | grep -c /ls
