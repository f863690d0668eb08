/*
 * install.c - copy files and set their attributes
 *
 * GNU coreutils' install: -d makes directories (and their parents), else
 * each SOURCE is copied (libbb/copy.c) into a temporary name in the
 * target's directory, stripped (-s), given its owner, group, mode
 * (default 0755) and, with -p, the source's times, then renamed over the
 * target, so that a running program can be replaced. Owners and groups
 * by name (/etc/passwd, /etc/group) or number. -C leaves a target alone
 * when its contents, owner, group and mode are already those asked.
 * -c is accepted and ignored, as GNU does. Deviations: no --backup,
 * -S, -Z or --preserve-context.
 *
 * applet: install usr/bin core
 * opts: (strip-program):c C(compare)d(directory)D g:(group)m:(mode)
 *	o:(owner)p(preserve-timestamps)s(strip)t:(target-directory)
 *	T(no-target-directory)v(verbose)
 * usage: install [-cCDpsTv] [-m MODE] [-o OWNER] [-g GROUP] SOURCE... DEST
 *	install -d [-v] [-m MODE] [-o OWNER] [-g GROUP] DIRECTORY...
 *
 *	Copy each SOURCE to DEST (or into the directory DEST), setting its
 *	mode (default 0755), owner and group; or, with -d, make directories.
 *
 *	-c	Ignored
 *	-C, --compare	Leave a target that is already the same alone
 *	-d, --directory	Make each DIRECTORY, and its missing parents
 *	-D	Make the missing parents of DEST (or of -t's DIR)
 *	-g, --group GROUP	Group, by name or number
 *	-m, --mode MODE	Mode, octal or symbolic (as chmod)
 *	-o, --owner OWNER	Owner, by name or number
 *	-p, --preserve-timestamps	Give targets their source's times
 *	-s, --strip	Strip the copies ($STRIPPROG or strip)
 *	--strip-program PROGRAM	Strip with PROGRAM
 *	-t, --target-directory DIR	Copy every SOURCE into DIR
 *	-T, --no-target-directory	DEST is never a directory to copy into
 *	-v, --verbose	Say what is made and copied
 * SPDX-License-Identifier: MIT
 */
#define FOR_install
#include "libbb.h"
#include <sys/wait.h>

struct inst {
	struct opts	o;
	mode_t		mode;
	uid_t		uid;
	gid_t		gid;
};

static const char *
q(const char *s)
{
	return quote(s, QUOTE_SHELL_ESCAPE_ALWAYS);
}

static void
made(const char *path)
{
	printf("install: creating directory %s\n", q(path));
}

/* owner, group and mode of a file or directory; 0 or -1 after a message */
static int
set_owner_mode(struct inst *in, int fd, const char *path)
{
	if ((in->uid != (uid_t)-1 || in->gid != (gid_t)-1) &&
	    fchown(fd, in->uid, in->gid)) {
		perror_msg("cannot change ownership of %s", q(path));
		return -1;
	}
	if (fchmod(fd, in->mode)) {
		perror_msg("cannot change permissions of %s", q(path));
		return -1;
	}
	return 0;
}

static void
make_dir(struct inst *in, const char *path)
{
	int fd;

	if (mkpath(path, 0755, 0755, OPT(&in->o, F_v) ? made : NULL,
	    NULL) < 0) {
		perror_msg("cannot create directory %s", q(path));
		return;
	}
	fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0) {
		perror_msg("cannot open %s", q(path));
		return;
	}
	set_owner_mode(in, fd, path);
	close(fd);
}

/* -C: is dst already src, with the owner, group and mode asked? */
static bool
same_contents(struct inst *in, int sfd, const struct stat *ss,
    const char *dst)
{
	char a[8192], b[8192];
	struct stat ds;
	ssize_t n;
	bool same = false;
	int fd = open(dst, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);

	if (fd < 0)
		return false;
	if (fstat(fd, &ds) || !S_ISREG(ds.st_mode) ||
	    ds.st_size != ss->st_size || (ds.st_mode & 07777) != in->mode ||
	    ds.st_uid != (in->uid == (uid_t)-1 ? getuid() : in->uid) ||
	    ds.st_gid != (in->gid == (gid_t)-1 ? getgid() : in->gid))
		goto out;
	do {
		n = read_full(sfd, a, sizeof(a));
		if (n < 0 || read_full(fd, b, sizeof(b)) != n ||
		    memcmp(a, b, n))
			goto out;
	} while (n > 0);
	same = true;
out:
	close(fd);
	lseek(sfd, 0, SEEK_SET);
	return same;
}

/* run the strip program on path; 0 when it worked */
static int
strip(struct inst *in, const char *path)
{
	const char *prog = OPT(&in->o, F_strip_program) ?
	    in->o.arg[S_strip_program].s : getenv("STRIPPROG");
	int st;
	pid_t pid;

	if (!prog || !*prog)
		prog = "strip";
	fflush(stdout);
	pid = xfork();
	if (pid == 0) {
		execlp(prog, prog, path, (char *)NULL);
		perror_msg("cannot run %s", q(prog));
		_exit(127);
	}
	if (waitpid(pid, &st, 0) < 0 || !WIFEXITED(st)) {
		error_msg("strip process terminated abnormally");
		return -1;
	}
	if (WEXITSTATUS(st)) {
		error_msg("strip process terminated abnormally");
		return -1;
	}
	return 0;
}

static void
install_file(struct inst *in, const char *src, const char *dst)
{
	struct stat ss, ds;
	char *tmp, *slash;
	int sfd, out = -1, r;
	bool existed;

	sfd = open(src, O_RDONLY | O_CLOEXEC);
	if (sfd < 0 || fstat(sfd, &ss)) {
		perror_msg("cannot stat %s", q(src));
		goto done;
	}
	if (S_ISDIR(ss.st_mode)) {
		error_msg("omitting directory %s", q(src));
		goto done;
	}
	existed = !lstat(dst, &ds);
	if (existed && S_ISDIR(ds.st_mode)) {
		error_msg("cannot overwrite directory %s with non-directory",
		    q(dst));
		goto done;
	}
	if (!stat(dst, &ds) && ds.st_dev == ss.st_dev &&
	    ds.st_ino == ss.st_ino) {
		error_msg("%s and %s are the same file", q(src), q(dst));
		goto done;
	}
	if (OPT(&in->o, F_C) && !OPT(&in->o, F_s) && S_ISREG(ss.st_mode) &&
	    same_contents(in, sfd, &ss, dst))
		goto done;
	slash = strrchr(dst, '/');
	tmp = xasprintf("%.*s.install.XXXXXX", slash ? (int)(slash - dst + 1) :
	    0, dst);
	out = mkostemp(tmp, O_CLOEXEC);
	if (out < 0) {
		perror_msg("cannot create regular file %s", q(dst));
		free(tmp);
		goto done;
	}
	/* a signal removes the temporary too, not just an error */
	partial_begin();
	partial_set(tmp);
	r = copy_bytes(sfd, out, &ss, 0);
	if (r) {
		if (r == -1)
			perror_msg("error reading %s", q(src));
		else
			perror_msg("error writing %s", q(dst));
		goto fail;
	}
	if (OPT(&in->o, F_s)) {
		if (close(out)) {
			out = -1;
			perror_msg("error writing %s", q(dst));
			goto fail;
		}
		out = -1;
		if (strip(in, tmp))
			goto fail;
		out = open(tmp, O_RDONLY | O_CLOEXEC);
		if (out < 0) {
			perror_msg("cannot open %s", q(tmp));
			goto fail;
		}
	}
	if (set_owner_mode(in, out, dst))
		goto fail;
	if (OPT(&in->o, F_p) && futimens(out, (struct timespec[2]){
	    ss.st_atim, ss.st_mtim })) {
		perror_msg("cannot set timestamps for %s", q(dst));
		goto fail;
	}
	if (close(out)) {
		out = -1;
		perror_msg("error writing %s", q(dst));
		goto fail;
	}
	out = -1;
	if (rename(tmp, dst)) {
		perror_msg("cannot create regular file %s", q(dst));
		goto fail;
	}
	partial_end();
	if (OPT(&in->o, F_v)) {
		if (existed)
			printf("removed %s\n", q(dst));
		printf("%s -> %s\n", q(src), q(dst));
	}
	free(tmp);
	goto done;
fail:
	if (out >= 0)
		close(out);
	partial_drop();
	partial_end();
	free(tmp);
done:
	if (sfd >= 0)
		close(sfd);
}

int
install_main(int argc, char **argv)
{
	struct inst in;
	const char *target, *s;
	mode_t um;
	bool intodir;
	char *dst;
	long long id;
	int i, n;

	(void)argc;
	argv = getopts(&in.o, OPTS_install, argv);
	n = in.o.argc;
	um = umask(0);
	umask(um);
	in.mode = OPT(&in.o, F_m) ? xmode_parse(in.o.arg[S_m].s, 0, 0,
	    OPT(&in.o, F_d)) : 0755;
	in.uid = (uid_t)-1;
	in.gid = (gid_t)-1;
	/* a name, else a number */
	if (OPT(&in.o, F_o) && name_to_uid(s = in.o.arg[S_o].s, &in.uid) &&
	    atoll_range(s, 0, UINT32_MAX - 1, &id) == 0)
		in.uid = id;
	else if (OPT(&in.o, F_o) && in.uid == (uid_t)-1)
		error_exit("invalid user %s", q(s));
	if (OPT(&in.o, F_g) && name_to_gid(s = in.o.arg[S_g].s, &in.gid) &&
	    atoll_range(s, 0, UINT32_MAX - 1, &id) == 0)
		in.gid = id;
	else if (OPT(&in.o, F_g) && in.gid == (gid_t)-1)
		error_exit("invalid group %s", q(s));
	if (OPT(&in.o, F_d)) {
		if (n < 1)
			usage_exit("missing file operand");
		for (i = 0; i < n; i++)
			make_dir(&in, argv[i]);
		return exit_status;
	}
	if (OPT(&in.o, F_D) && OPT(&in.o, F_t) && mkpath(in.o.arg[S_t].s,
	    0755, 0755, OPT(&in.o, F_v) ? made : NULL, NULL) < 0)
		perror_exit("cannot create directory %s", q(in.o.arg[S_t].s));
	intodir = copy_target(argv, &n, OPT(&in.o, F_t) ? in.o.arg[S_t].s :
	    NULL, OPT(&in.o, F_T), &target);
	for (i = 0; i < n; i++) {
		dst = intodir ? copy_into(target, argv[i]) : xstrdup(target);
		if (OPT(&in.o, F_D) && !intodir && strchr(dst, '/')) {
			char *d = xstrndup(dst, strrchr(dst, '/') - dst);

			if (*d && mkpath(d, 0755, 0755, OPT(&in.o, F_v) ?
			    made : NULL, NULL) < 0)
				perror_msg("cannot create directory %s", q(d));
			free(d);
		}
		install_file(&in, argv[i], dst);
		free(dst);
	}
	return exit_status;
}
