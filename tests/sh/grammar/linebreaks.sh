# newlines and blank lines are allowed wherever the grammar has a
# linebreak: around compound bodies, before then/do, after in lists, etc.
if

true

then

echo "if with blank lines"

fi
for i in a b

do

echo "for $i"

done
while

false

do :; done
case x

in

x)

echo case

;;

esac
{

echo brace

}
(

echo sub

)
f()

{ echo "func after newline"; }
f
true &&

echo "and after blank line"
echo pipe |

cat
