# umask with symbolic modes: the permission bits that stay allowed; +,
# -, =, several clauses, copying from another class, X and s and t;
# -S output as u=...,g=...,o=...
for m in u=rwx,g=rx,o=rx a=r u+w,g-r go= a-w o+x g=u a+rwx a= +r -w =x; do
	umask 022; umask "$m" 2>/dev/null; echo "$m -> $(umask) $(umask -S)"
done
umask 027; umask g+X; echo "X: $(umask)"
umask 000; umask -S
umask 777; umask -S
umask 022; umask a+q 2>/dev/null; echo "bad perm: $? $(umask)"
umask ug=rw,o=r; umask
umask 022
