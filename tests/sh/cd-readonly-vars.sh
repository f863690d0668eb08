# builtins that set PWD, OLDPWD or OPTIND when the variable is readonly
# (builtins.c): the error names the builtin, as dash's does, with status
# 2; cd has changed directory already and leaves PWD as it was
mkdir -p d
(readonly PWD; cd d; echo "cd, PWD readonly: $?"; [ "${PWD##*/}" != d ] &&
    echo "PWD kept")
(readonly OLDPWD; cd d; echo "cd, OLDPWD readonly: $?"
    [ "${PWD##*/}" != d ] && echo "PWD kept")
(readonly OPTIND; getopts a o -a; echo "getopts, OPTIND readonly: $?")
(readonly OPTARG; getopts a: o -a x; echo "getopts, OPTARG readonly: $?")
(readonly o; getopts a o -a; echo "getopts, var readonly: $?")
rmdir d
