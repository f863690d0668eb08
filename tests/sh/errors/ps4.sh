# an error while PS4 is expanded for set -x is reported and PS4 is used
# as it stands; the shell goes on, as dash, bash and BusyBox do (so that a
# PS4='+ ${BASH_SOURCE}: ' from the environment does not end sh -ux)
exec 2>&1
PS4='+${zz?no zz} '
set -x
echo one
set +x
set -u
PS4='+$BASH_SOURCE '
set -x
echo two
set +x
PS4='+$((1/0)) '
set -x
echo three
set +x
echo "still here"
