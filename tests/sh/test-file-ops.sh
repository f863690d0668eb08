# test file operators on files made here: -e -f -d -h -L -p -r -w -x -s
# -S -b -c -g -u -k -O -G -nt -ot -ef, on symlinks, missing files, ""
r() { if test "$@"; then echo "$* : 0"; else echo "$* : $?"; fi; }
: > empty; echo data > full; mkdir dir; ln -s full lnk; ln -s nosuch dang
mkfifo fifo; chmod 755 full; chmod 644 empty; ln full hard
for op in -e -f -d -h -L -p -r -w -x -s -S -b -c -g -u -k -O -G; do
	for f in empty full dir lnk dang fifo nosuch ""; do
		r $op "$f"
	done
done
r -c /dev/null
chmod g+s dir; r -g dir; chmod +t dir; r -k dir; chmod u+s empty; r -u empty
touch -t 200001010000 empty; touch -t 202001010000 full
r full -nt empty; r empty -nt full; r full -ot empty; r empty -ot full
r full -ef hard; r full -ef lnk; r full -ef empty; r nosuch -ef nosuch
rm -r empty full dir lnk dang fifo hard
