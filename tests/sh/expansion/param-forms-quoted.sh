# every ${x op word} form inside double quotes, for unset, empty and set
unset u; e=; s='a b'
for v in u e s; do
	eval "
	printf '%s:' $v
	printf '[%s]' \"\${$v-d}\" \"\${$v:-d}\" \"\${$v+a}\" \"\${$v:+a}\"
	printf '[%s]' \"\${#$v}\" \"\${$v#a}\" \"\${$v%b}\"
	echo"
done
unset u
echo "[${u=as signed}]" "[$u]"
e=; echo "[${e=not}]" "[${e:=now}]" "[$e]"
echo "[${s#"a "}]" "[${s%" b"}]" "[${s##*" "}]" "[${s%%" "*}]"
(echo "${u2?quoted message}") 2>&1 | sed 's/.*: //'
(echo "${e2:?}") 2>/dev/null; echo "status $?"
echo "${s:+"[$s]"}" "${u3:-"$s"}"
printf '[%s]' "${u3-}" "${u3:-}" "${s:+}"; echo
