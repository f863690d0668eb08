# after // a pattern may begin with a slash, so ${x////_} replaces each
# slash (bash extension; dash lacks it, so NAME.out holds what bash prints)
x=/usr/local/bin
echo "${x////_}" ${x////-} "${x///}" "${x////}"
echo "${x///_}" "${x//}" "${x/#//_}" "${x/%//_}" "${x//\//.}"
set -- a/b c/d/e
echo "${@////+}" "${*////}"
# expect: own (the comment at the top says why)
