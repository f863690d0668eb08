# umask: octal and symbolic modes, -S, errors, effect on new files

# umask: octal and symbolic, -S, effect on new files
umask 022; umask
umask -S
umask 077; umask; umask -S
umask u=rwx,g=rx,o=; umask
umask g+w; umask
umask o+r; umask
umask a-x; umask
umask 0; umask
umask 022
touch f; ls -l f | cut -c1-10
umask 077; touch g; ls -l g | cut -c1-10
mkdir d; ls -ld d | cut -c1-10
(umask 000); umask
(umask 8) 2>/dev/null; echo "bad octal: $?"
(umask u=q) 2>/dev/null; echo "bad symbolic: $?"
umask 022
rm -r f g d

# umask (builtins.c): octal, -S, symbolic modes, dash's errors
umask 022; umask; umask -S
umask 077; umask; umask -S
umask 0; umask -S
umask 1; umask -S
umask 7777; umask
umask 022
umask u=rwx,g=rx,o=; umask
umask 022; umask g-w; umask
umask a+w; umask
umask 022; umask u+s; umask
umask =; umask
umask 022; umask o=u; umask
umask 022; umask +x; umask
umask 022; umask g+w,o-r; umask -S
umask 022 033; umask
umask -S 027; umask
umask 8; echo "8: $?"
umask 0u; echo "0u: $?"
umask x; echo "x: $?"
umask u=q; echo "u=q: $?"
umask -x; echo "-x: $?"
umask 022; : > f1; ls -l f1 | cut -c1-10
umask 077; : > f2; ls -l f2 | cut -c1-10
rm -f f1 f2

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
