# a leading dot and a slash are only matched explicitly; set -f stops globbing
mkdir g; cd g
touch .a .b c .. 2>/dev/null
mkdir .dir dir
touch .dir/x dir/.y dir/z
echo *
echo .*
echo .[!.]*
echo ?a
echo */*
echo .d*/*
echo dir/*
echo dir/.*
echo *[.]* 
set -f
echo *
echo .*
set +f
echo d*
set -o noglob
echo d*
set +o noglob
echo d*
cd ..
rm -r g
