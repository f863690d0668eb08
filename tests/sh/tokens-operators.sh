# operators need no blanks around them; IO_NUMBER only right before < or >
echo a;echo b
echo c&&echo d||echo e
true||echo no
(echo sub)
{ echo brace;}
echo x>f;cat f
echo 2>f y;cat f
echo 2 >f;cat f
echo a2>f;cat f;echo [$(cat f)]
x=3;echo $x
echo one|cat
echo \2>f;cat f
echo "2">f;cat f
echo 0<f ok
if true;then echo then;fi
for i in 1 2;do echo $i;done
case a in a)echo ca;;esac
rm f
echo end
