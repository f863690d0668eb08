# stat.t - stat, compared with GNU stat (LC_ALL=C TZ=UTC)
needs applet stat
REF=stat
umask 022
export TZ=UTC
mkfile f ''
mkfile five '12345'
touch -d @1000000000 f five
touch -d '2001-09-09 01:46:40.123456789' fr
touch -d '1960-01-01 00:00:00.5' old
touch -d @-0.56 neg
mkdir d && touch -d @1000000000 d
ln -s f l
ln -s 'sp ace' l2
mkfifo p
touch "a'b" 'sp ace' "$(printf 'n\nl')"
readlink l l2 >/dev/null
chmod 4755 five
touch -d @1000000000 five

# owners, inodes, devices and change times vary: the whole report is live
NS=1 live "default report" 'stat f five d l p /dev/null'
NS=1 live "default report, -L" 'stat -L l'
NS=1 live "quoted names are literal in the report" 'stat "sp ace" n* l2'
live "-t" 'stat -t f five d /dev/null'
live "--terse -L" 'stat --terse -L l'
live "-f" 'stat -f -c "%n %t %T %s %S %l %i %b" . /proc /sys'
live "-f -t" 'stat -f -t -L / | cut -d" " -f1-6'
live "device and inode" 'stat -c "%d %D %Hd %Ld %i %h %m" . f /dev/null'
live "owners" 'stat -c "%u %U %g %G" f /dev/null'
live "stdin" 'stat -c "%n %s %F %a" - < five'

same "sizes and types" 'stat -c "%n %s %F %a %A %f %B" f five p l /dev/null'
same "directory" 'stat -c "%n %F %a %A %f" d'
live "blocks" 'stat -c "%n %s %b %o" f five d '
same "--format" 'stat --format="%n %F" f l'
same "-L follows" 'stat -L -c "%n %F %s %N" l'
same "%N" 'stat -c %N f l l2 "a'"'"'b" "sp ace" n*'
same "%N with QUOTING_STYLE" 'QUOTING_STYLE=c stat -c %N l2; QUOTING_STYLE=literal stat -c %N l2; QUOTING_STYLE=escape stat -c %N n*'
same "bad QUOTING_STYLE" 'QUOTING_STYLE=bogus stat -c %N f'
same "device type" 'stat -c "%t %T %Hr %Lr" /dev/null /dev/zero'
NS=1 same "times" 'stat -c "%x|%y|%X|%Y" f fr old neg'
NS=1 same "%.NY" 'stat -c "[%.9Y] [%.10Y] [%-15.3Y] [%015.3Y] [%.1Y] [%+Y] [%5Y] [%.3X] [%.0Y] [%.Y] [%+.3Y] [% .3Y] [%.2Y]" fr old neg'
same "string precision" 'stat -c "[%.3x] [%10.2y] [%-12.4n]" fr'
same "flags on numbers" 'stat -c "[%05s] [%+s] [% s] [%-5s] [%#a] [%#f] [%#o] [%5.3s] [%-05s]" five'
same "flags on strings" 'stat -c "[%05n] [%+n] [%#n] [% n] [%-6n] [%6n]" f'
same "setuid and sticky" 'chmod 7000 f; stat -c "%a %A"  f; chmod 1777 f; stat -c "%a %A" f; chmod 2711 f; stat -c "%a %A" f; chmod 644 f'
same "unknown directives" 'stat -c "[%q] [%5.3q] [%H] [%Hx] [%L] [%.-3Y] [%-13+.4d] [%%]" f'
same "lone percent" 'stat -c "a%" f; stat -c "%" f'
same "invalid directive" 'stat -c "x%-5" f nonexistent; echo $?; stat -c "%5." f; echo $?; stat -c "%5%" f; echo $?'
same "--printf escapes" 'stat --printf="%n\n\t[\"][\x4a\x4][\1234][\08][\101][\0101][\e]\\\\\n" f | od -An -c'
same "--printf unknown escapes" 'stat --printf="[\q][\xg][\?]\n" f f; echo $?'
same "--printf backslash at end" 'stat --printf="a\\" f; echo "[$?]"'
same "-c keeps backslashes" 'stat -c "a\nb\t" f'
same "last of -c and --printf wins" 'stat -c "%n-c" --printf="%n-printf\n" f; stat --printf="%n-printf\n" -c "%n-c" f'
same "%C" 'stat -c "[%C]" f; echo $?'
same "missing file" 'stat -c %n nosuch f; echo $?; stat -c %n nosuch "a b"; echo $?'
same "broken link with -L" 'ln -s nowhere bl; stat -L bl; echo $?; stat -c %N bl; rm bl'
same "-f missing" 'stat -f nosuch; echo $?'
same "-f stdin" 'stat -f - < f; echo $?'
same "-f letters" 'stat -f -c "[%n] [%z] [%5q] [%N] [%-8n]" f'
same "birth unknown" 'stat -c "[%w] [%W] [%.3W]" /proc/self/stat'
check -s 1 -e "stat: missing operand\nUsage: stat [-fLt] [-c FORMAT | --printf FORMAT] FILE...\n" \
	"no operand message" 'stat' ''
