# PS1, PS2 and PS4 from the environment are kept (PS4='+ $LINENO: ' for
# sh -x is a common debugging aid), as in dash; IFS and OPTIND start
# afresh whatever the environment says (POSIX)
PS1='one ' PS2='two ' PS4='four ' sh -c 'printf "[%s]" "$PS1" "$PS2" "$PS4"'
echo
PS4='>> ' sh -xc 'echo traced' 2>&1
PS4= sh -xc 'echo empty' 2>&1
IFS=: OPTIND=7 sh -c 'printf "[%s]" "$IFS" "$OPTIND"' | od -c | sed 's/  */ /g'
