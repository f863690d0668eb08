# which.t - which, compared with debianutils' (a shell script); the
# commands are files the case makes
needs applet which
M='mkdir -p d1 d2; printf "#!/bin/sh\n" > d1/zqw; cp d1/zqw d2/zqw; cp d1/zqw zqw; chmod +x d1/zqw d2/zqw zqw; printf x > d2/zqn;'
C='; rm -r d1 d2 zqw'
same "first match" "$M"'w=$(command -v which); PATH=$PWD/d1:$PWD/d2 $w zqw; echo $?'"$C"
same "-a" "$M"'w=$(command -v which); PATH=$PWD/d1:$PWD/d2 $w -a zqw; echo $?'"$C"
same "not executable" "$M"'w=$(command -v which); PATH=$PWD/d2 $w zqn; echo $?'"$C"
same "some not found" "$M"'w=$(command -v which); PATH=$PWD/d1 $w zqw nosuchzq zqw; echo $?'"$C"
same "none given" 'which >/dev/null; echo $?'
same "empty elements" "$M"'w=$(command -v which); PATH=$PWD/d1::$PWD/d2 $w -a zqw; echo $?; PATH=:$PWD/d1 $w -a zqw; PATH=$PWD/d1: $w -a zqw; PATH=$PWD/d1:: $w -a zqw; PATH=: $w -a zqw; PATH=$PWD/d1:. $w -a zqw'"$C"
same "empty PATH" "$M"'w=$(command -v which); PATH= $w zqw; echo $?'"$C"
same "spelt as in PATH" "$M"'w=$(command -v which); PATH=$PWD/d1/ $w zqw; PATH=$PWD//d2 $w zqw'"$C"
same "with a slash" "$M"'which ./zqw d1/zqw ./d2/zqn ./nosuch; echo $?'"$C"
same "a directory" "$M"'w=$(command -v which); PATH=$PWD $w d1; echo $?'"$C"
same "bad option" 'which -Z >/dev/null 2>&1; echo $?'
