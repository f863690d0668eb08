/*
 * edit.c - the interactive shell's side of the line editor
 *
 * input.c reads the terminal through edit_read(): the line editor of
 * libbb/lineedit.c with the prompt, the mode of set -o vi, the history in
 * HISTFILE (~/.ash_history by default, none without HOME) of HISTSIZE
 * lines (1000 by default), and the shell's names for completion: aliases,
 * builtins, functions, applets and PATH's commands in the first word,
 * variables after a $. Where the terminal cannot edit, the line is read as
 * it always was, in the kernel's canonical mode.
 *
 * C-c at the prompt drops the line (and a command begun on earlier lines)
 * and sets $? to 130, as bash; C-d on an empty line is the end of the
 * input, or with set -o ignoreeof says so in dash's words and goes on (ten
 * times in a row end the shell anyway, as bash: a terminal that hung up
 * reads as an endless end of file).
 *
 * fc -l [-nr] [first [last]] lists the history as POSIX says; fc [-r]
 * [-e editor] [first [last]] edits lines and runs them; fc -s [old=new]
 * [first] runs a line again; history lists it all, as bash.
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"
#include <dirent.h>

static const char *cprefix;

static void
add_match(const char *name)
{
	if (!strncmp(name, cprefix, strlen(cprefix)))
		lineedit_add(name, false);
}

static void
complete(int kind, const char *prefix)
{
	const char *path = var_get("PATH"), *e;
	struct dirent *d;
	struct stat st;
	unsigned i;
	char *dir, *f;
	DIR *dp;

	cprefix = prefix;
	if (kind == LE_VAR) {
		var_names(add_match);
		return;
	}
	alias_names(add_match);
	func_names(add_match);
	for (i = 0; i < applet_count; i++)
		add_match(applets[i].name);
	for (; path; path = *e ? e + 1 : NULL) {
		e = strchrnul(path, ':');
		dir = e == path ? xstrdup(".") : xstrndup(path, e - path);
		dp = opendir(dir);
		while (dp && (d = readdir(dp))) {
			if (strncmp(d->d_name, prefix, strlen(prefix)) ||
			    d->d_name[0] == '.')
				continue;
			f = join_path(dir, d->d_name);
			if (stat(f, &st) == 0 && S_ISREG(st.st_mode) &&
			    access(f, X_OK) == 0)
				lineedit_add(d->d_name, false);
			free(f);
		}
		if (dp)
			closedir(dp);
		free(dir);
	}
}

static void
history_start(void)
{
	static bool done;
	const char *file = var_get("HISTFILE"), *home = var_get("HOME");
	const char *size = var_get("HISTSIZE");
	char *f = NULL;
	long n = 1000;

	if (done)
		return;
	done = true;
	if (!file && home && *home)
		file = f = join_path(home, ".ash_history");
	if (size && *size)
		n = strtol(size, NULL, 10);
	lineedit_history_init(file && *file ? file : NULL, n);
	free(f);
}

size_t
edit_read(const char *prompt, char **line)
{
	static char plain[4096];
	const char *ps = prompt ? prompt : var_get("PS2");
	struct lineedit le = { ps ? ps : "", OPTSET(vi), NULL, NULL };
	int eofs = 0;
	ssize_t n;

	if (ENABLE_FEATURE_TAB_COMPLETION)
		le.complete = complete;
	if (OPTSET(b) && jobctl)	/* notices at once, at the prompt too */
		le.notice = jobs_report;
	if (ENABLE_FEATURE_EDITING_HISTORY)
		history_start();
	for (;;) {
		n = lineedit_read(&le, line);
		if (n == LE_PLAIN) {
			plain_prompts = true;
			fputs(le.prompt, stderr);
			fflush(stderr);
			n = read(0, plain, sizeof(plain));
			if (n < 0 && errno == EINTR) {
				sigint_check();	/* C-c: a new prompt */
				continue;
			}
			if (n > 0) {
				/* TERM=dumb on a terminal: a line as
				 * typed (canonical mode) is history too */
				if (ENABLE_FEATURE_EDITING_HISTORY &&
				    memchr(plain, '\n', n) && isatty(0))
					lineedit_history_add(plain);
				*line = plain;
				return n;
			}
			if (n == 0 && OPTSET(ignoreeof) && ++eofs < 10) {
				fputs("\nUse \"exit\" to leave shell.\n", stderr);
				continue;
			}
			return 0;
		}
		if (n == LE_INTR) {
			exitstatus = 130;
			sh_raise(EX_ERROR);
		}
		if (n == LE_EOF && OPTSET(ignoreeof) && ++eofs < 10) {
			fputs("Use \"exit\" to leave shell.\n", stderr);
			continue;
		}
		return n < 0 ? 0 : n;
	}
}

/* ---- fc and history ------------------------------------------------ */

/* a line's number: n, -n back from the last, or the last starting so */
static int
fc_find(const char *s, int last)
{
	const char *h;
	char *end;
	long v = strtol(s, &end, 10);
	int i;

	if (*s && !*end)
		return v < 0 ? MAX(last + 1 + v, 0) : MIN(v, INT_MAX);
	for (i = last; (h = lineedit_history(i)); i--)
		if (!strncmp(h, s, strlen(s)))
			return i;
	sh_warn("fc: history specification out of range");
	return -1;
}

/* the number of the oldest line kept */
static int
hist_first(void)
{
	int i = lineedit_history_last();

	while (lineedit_history(i - 1))
		i--;
	return i;
}

/*
 * fc's editor form: the lines to a temporary file, the editor (a command
 * line, run by the shell: "sed -i s/a/b/" works), then what the file holds
 * is shown on stderr (as fc -s shows its line), put in the history in
 * place of the fc line, and run. A failing editor runs nothing.
 */
static int
fc_edit(const char *ed, int first, int end)
{
	const char *dir = var_get("TMPDIR");
	struct jmploc jl, *prev = handler;
	struct sbuf cmds = { 0 };
	char *path, *line = NULL;
	size_t n = 0;
	int st, i;
	FILE *f;

	if (!dir || !*dir || strchr(dir, '\''))
		dir = "/tmp";
	path = xasprintf("%s/fcXXXXXX", dir);
	if ((i = mkstemp(path)) < 0 || !(f = fdopen(i, "w"))) {
		sh_warn("fc: %s: %s", path, strerror(errno));
		free(path);
		return 1;
	}
	for (i = first;; i += first <= end ? 1 : -1) {
		fprintf(f, "%s\n", lineedit_history(i));
		if (i == end)
			break;
	}
	fclose(f);
	line = xasprintf("%s '%s'", ed, path);
	if (setjmp(jl.jb)) {	/* C-c in the editor, an error in its line */
		handler = prev;
		unlink(path);
		sh_raise(exception);
	}
	handler = &jl;
	st = evalstring(line, 0);
	handler = prev;
	free(line);
	line = NULL;
	f = st ? NULL : fopen(path, "r");
	unlink(path);
	free(path);
	if (!f)
		return st ? st : 1;
	if (interactive)
		lineedit_history_drop();
	while (getline(&line, &n, f) > 0) {
		fputs(line, stderr);
		lineedit_history_add(line);
		sb_adds(&cmds, line);
	}
	fclose(f);
	free(line);
	st = cmds.s ? evalstring(sb_str(&cmds), 0) : 0;
	sb_free(&cmds);
	return st;
}

int
bi_fc(int argc, char **argv)
{
	const char *h, *eq, *at, *p, *ed = NULL;
	bool l = false, nonum = false, rev = false, redo = false;
	int last = lineedit_history_last(), lo = hist_first(), first, end, i;
	char *cmd, *old, *n;

	/* not bi_options: "-2" is an operand, a line number back */
	for (argv++; *argv && **argv == '-' && (*argv)[1] &&
	    !isdigit((unsigned char)(*argv)[1]); argv++) {
		if (!strcmp(*argv, "--")) {
			argv++;
			break;
		}
		for (p = *argv + 1; *p; p++) {
			if (*p == 'l')
				l = true;
			else if (*p == 'n')
				nonum = true;
			else if (*p == 'r')
				rev = true;
			else if (*p == 's')
				redo = true;
			else if (*p == 'e' && (ed = p[1] ? p + 1 : argv[1]))
				break;
			else
				return opt_error("fc", *p, *p == 'e', false);
		}
		if (ed && ed == argv[1])
			argv++;
	}
	/* -e - is -s (POSIX); no -e: $FCEDIT, or ed */
	if (ed && !strcmp(ed, "-"))
		redo = true;
	if (!ed && !(ed = var_get("FCEDIT")))
		ed = "ed";
	/* the fc line itself is the last one: it works on those before */
	if (interactive)
		last--;
	if (last < lo) {
		sh_warn("fc: history is empty");
		return 1;
	}
	if (redo) {
		eq = *argv ? strchr(*argv, '=') : NULL;
		first = argv[eq ? 1 : 0] ? fc_find(argv[eq ? 1 : 0], last) :
		    last;
		if (first < 0 || !(h = lineedit_history(first)))
			return 1;
		cmd = xstrdup(h);
		old = eq ? xstrndup(*argv, eq - *argv) : NULL;
		if (old && *old && (at = strstr(cmd, old))) {
			n = xasprintf("%.*s%s%s", (int)(at - cmd), cmd, eq + 1,
			    at + strlen(old));
			free(cmd);
			cmd = n;
		}
		free(old);
		fprintf(stderr, "%s\n", cmd);
		if (interactive)
			lineedit_history_drop();
		lineedit_history_add(cmd);
		i = evalstring(cmd, 0);
		free(cmd);
		return i;
	}
	/*
	 * POSIX: -l lists the last 16 by default, first alone up to the
	 * last; editing takes the last line by default, first alone alone
	 */
	first = argv[0] ? fc_find(argv[0], last) : l ? MAX(last - 15, lo) :
	    last;
	end = argv[0] && argv[1] ? fc_find(argv[1], last) : l ? last : first;
	if (first < 0 || end < 0)
		return 1;
	first = MIN(MAX(first, lo), last);
	end = MIN(MAX(end, lo), last);
	if (rev) {
		i = first;
		first = end;
		end = i;
	}
	if (!l)
		return fc_edit(ed, first, end);
	for (i = first;; i += first <= end ? 1 : -1) {
		h = lineedit_history(i);
		if (nonum)
			printf("\t%s\n", h);
		else
			printf("%d\t%s\n", i, h);
		if (i == end)
			break;
	}
	return 0;
}

int
bi_history(int argc, char **argv)
{
	const char *h;
	int i;

	for (i = hist_first(); (h = lineedit_history(i)); i++)
		printf("%5d  %s\n", i, h);
	return 0;
}
