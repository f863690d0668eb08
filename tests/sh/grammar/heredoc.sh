# here-documents: expansion in unquoted ones, none in quoted ones
x=value
cat <<END
plain $x ${x}s $(echo cmd) `echo bq` $((1+2))
backslash: \$x \\ \` and a \
continued line; other \escapes stay \n
"double" 'single'
END
cat <<'END'
quoted: $x $(echo no) \$ \\
END
cat <<"END"
dquoted: $x
END
cat <<E\ND
escaped delimiter: $x
END
cat <<END
END
echo "empty done"
cat <<END | tr a-z A-Z
piped $x
END
cat <<-END
	tab-stripped
		two tabs
	  tab then spaces
	END
cat <<-'END'
	quoted and stripped $x
	END
cat << END
space before the word
END
cat <<END >f
to a file
END
cat f
read -r a b <<END
first second third
END
echo "$a|$b"
cat <<END
ENDX
 END
END
rm f
