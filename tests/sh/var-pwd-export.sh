# a shell started without PWD, or with a wrong one, sets PWD and exports
# it, as dash and bash do, so that its children see it too
top=$(pwd -P)
env -u PWD sh -c 'env | grep -c "^PWD="'
env -u PWD sh -c 'export -p | grep -c " PWD="'
env -u PWD sh -c 'cd /; env | grep "^PWD="'
PWD=/nonexistent sh -c 'env' | grep "^PWD=" | sed "s,$top,TOP,"
