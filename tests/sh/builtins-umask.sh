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
