# command reads its options as every builtin does: -p in a cluster with
# itself, a lone "-" is the command's name, "--" ends them; -v or -V
# anywhere hands the words to the builtin, as does a bad option
command -pp echo "-pp runs echo: $?"
command -p -p echo "-p -p runs echo: $?"
command - echo never; echo "a lone - is a name: $?"
command -; echo "- alone: $?"
command -p; echo "-p alone: $?"
command -p -- echo "-p --: $?"
command -pv echo; echo "-pv: $?"
command -x echo never; echo "-x: $?"
command -p -x echo never; echo "-p -x: $?"
