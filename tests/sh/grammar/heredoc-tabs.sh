# <<- strips leading tabs from body lines and the delimiter line, never
# spaces, and only leading ones
cat <<-EOF
	one tab
		two tabs
	 tab then space
  spaces kept
	mid	tab	kept
	EOF
cat <<-EOF
		delimiter with two tabs
		EOF
cat <<-'EOF'
	quoted $x stripped too
	EOF
cat <<EOF
	no dash keeps tabs
EOF
cat <<-EOF
	
	empty tab-only line above
	EOF
if true; then
	cat <<-EOF
		indented in if
	EOF
fi
cat <<-EOF
	  EOF
	EOF
