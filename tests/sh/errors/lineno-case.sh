# an expansion error in a case word names the line of the case, not the
# line of the command before it
echo start
f() {
	echo in f
}
f

case ${u?in a case word} in
*) echo "not reached" ;;
esac
