echo first
echo second
if true; fi
echo never
