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
