# type with several names: one line each, status 127... as soon as one is
# missing; functions, aliases, keywords, special and regular builtins
f() { :; }
alias a1='ls -l'
type f a1 if cd exit | sed 's/ {$//' | head -n 5
type nosuch-t 2>/dev/null; echo "missing: $?"
type cd nosuch-t 2>/dev/null >/dev/null; echo "one missing: $?"
type nosuch-t cd >/dev/null 2>&1; echo "first missing: $?"
type; echo "no names: $?"
type ! { } case esac done 2>&1
