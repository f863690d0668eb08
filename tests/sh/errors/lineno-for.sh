# an expansion error in a for list names the line of the for, not the
# line of the command before it
echo start

for i in a \
	${u?in a for list}; do echo "$i"; done
echo "not reached"
