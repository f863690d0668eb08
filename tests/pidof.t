# pidof.t - pidof, compared with procps-ng's, on sleeps the case starts
needs applet pidof
same "one" 'sleep 103 & p=$!; pidof sleep | tr " " "\n" | grep -c "^$p$"; kill $p'
same "-s" 'sleep 103 & p=$!; pidof -s sleep | wc -w; kill $p'
same "-o" 'sleep 103 & p=$!; pidof -o $p sleep | tr " " "\n" | grep -c "^$p$"; pidof -o 1,$p -o 2 sleep | tr " " "\n" | grep -c "^$p$"; kill $p'
same "-o %PPID" 'sleep 103 & p=$!; pidof -o %PPID sleep | tr " " "\n" | grep -c "^$p$"; kill $p'
same "-x script" 'printf "#!/bin/sh\nwhile :; do sleep 0.1; done\n" > scr.sh; chmod +x scr.sh; ./scr.sh & p=$!; sleep 0.3; pidof scr.sh; echo $?; pidof -x scr.sh | tr " " "\n" | grep -c "^$p$"; kill $p; rm scr.sh'
same "-q" 'sleep 103 & p=$!; pidof -q sleep; echo $?; kill $p'
same "no match" 'pidof nosuchprogram; echo $?'
same "kernel thread" 'pidof kthreadd'
