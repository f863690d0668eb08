# a $ that starts no expansion stays a literal dollar sign
printf '[%s]\n' $ "$" a$ "a$"
printf '[%s]\n' "$ x" "$." "$/" "$-x" | sed 's/\[[a-zA-Z]*x\]/[flags-x]/'
printf '[%s]\n' $% $, "$="
x=1; printf '[%s]\n' "$x$" "\$$x"
case '$' in $) echo "case dollar" ;; esac
cat <<E
dollar at end $
and $ alone
E
