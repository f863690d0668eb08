# the same pattern in case and in pathname expansion: only pathnames
# treat / and a leading . specially
mkdir d; touch d/.x d/y
case d/.x in d/*) echo "case * matches /.x" ;; esac
case .x in *x) echo "case * matches leading dot" ;; esac
case d/y in d?y) echo "case ? matches /" ;; esac
case d/y in d[/]y) echo "case [/] matches /" ;; esac
echo d/*
echo d?y
echo d/?x d/.?
case '' in *) echo "case * matches empty" ;; esac
case a in [!.]) echo "case [!.]" ;; esac
echo d/[.]x
rm -r d
