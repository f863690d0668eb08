# PATH=... in front of a command is used to find that command
mkdir sub
printf '#!/bin/sh\necho "found through the prefix PATH"\n' > sub/tool1; chmod +x sub/tool1
printf 'echo "no shebang, found through the prefix PATH"\n' > sub/tool2; chmod +x sub/tool2
PATH=$PWD/sub:$PATH tool1
PATH=$PWD/sub:$PATH tool2
tool1 2>/dev/null || echo "not found without it: $?"
rm -r sub
