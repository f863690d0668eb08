# control and redirection operators, with and without blanks

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

# every control and redirection operator, with and without blanks
echo a;echo b&wait
echo c&&echo d||echo e
true&&false||echo f
echo g|cat|cat
{ echo h;}
(echo i)
echo j>f;cat<f
echo k>>f;cat f
echo l>|f;cat f
echo m 1<>f;cat f
cat<<E|cat
n
E
cat<<-E
	o
	E
echo p 2>&1 >/dev/null
echo q>&2 2>/dev/null
exec 3<f;cat<&3;exec 3<&-
echo r 3>&-
case s in s)echo s;;esac
case t in t)echo t;esac
for i in u;do echo $i;done
while :;do echo v;break;done
f(){ echo w;};f
g()(echo x);g
rm f
