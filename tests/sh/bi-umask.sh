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
