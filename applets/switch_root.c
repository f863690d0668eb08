/*
 * switch_root.c - leave the initramfs for the real root and start its init
 *
 * The kernel's rootfs (ramfs or tmpfs) cannot be unmounted or pivoted
 * away from, so, as util-linux and BusyBox switch_root do, we move the
 * new root over it and free the initramfs by deleting its files. Before
 * anything is touched every check is made: we are PID 1, / is ramfs or
 * tmpfs, NEWROOT is a mount point other than /, NEWINIT is an executable
 * file inside NEWROOT (looked up from a child chrooted there, so absolute
 * symlinks resolve as they will), and -c CONSOLE opens there. Then /dev,
 * /proc, /sys and /run are moved into NEWROOT where it has the directory
 * (lazily unmounted where it does not), the files of the old root are
 * deleted without entering any other filesystem (NEWROOT included), and
 * NEWROOT is moved over /, chrooted into, and NEWINIT is executed with
 * ARGS. -c reopens standard input, output and error on CONSOLE.
 *
 * applet: switch_root sbin linux
 * opts: ^<2 c:(console)
 * usage: switch_root [-c CONSOLE] NEWROOT NEWINIT [ARG]...
 *
 *	From the initramfs, as PID 1: delete the initramfs files, make the
 *	mount NEWROOT the root, and run NEWINIT from it.
 *
 *	-c, --console CONSOLE	Reopen stdin, stdout and stderr on CONSOLE
 *		(a path inside NEWROOT)
 * SPDX-License-Identifier: MIT
 */
#define FOR_switch_root
#include "libbb.h"
#include <dirent.h>
#include <sys/mount.h>
#include <sys/vfs.h>
#include <sys/wait.h>

#define RAMFS_MAGIC	0x858458f6
#define TMPFS_MAGIC	0x01021994

/*
 * Delete what is inside directory dfd (closed here), staying on device
 * dev: a directory on another device is a mount point and is left alone,
 * with all that is under it.
 */
static void
wipe(int dfd, dev_t dev)
{
	DIR *d = fdopendir(dfd);
	struct dirent *de;
	struct stat st;
	int fd;

	if (!d) {
		close(dfd);
		return;
	}
	while ((de = readdir(d))) {
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		if (fstatat(dfd, de->d_name, &st, AT_SYMLINK_NOFOLLOW) < 0 ||
		    st.st_dev != dev)
			continue;
		if (S_ISDIR(st.st_mode)) {
			fd = openat(dfd, de->d_name, O_RDONLY | O_DIRECTORY |
			    O_NOFOLLOW | O_CLOEXEC);
			if (fd >= 0)
				wipe(fd, dev);
			/* fails, as it should, where a mount is below */
			unlinkat(dfd, de->d_name, AT_REMOVEDIR);
		} else
			unlinkat(dfd, de->d_name, 0);
	}
	closedir(d);
}

/*
 * In a child chrooted to NEWROOT: is INIT an executable regular file,
 * and does CONSOLE open? Returns 0, or the errno, with *what set.
 */
static int
check_inside(const char *newroot, const char *init, const char *console,
    const char **what)
{
	struct stat st;
	pid_t pid;
	int status, fd;

	pid = xfork();
	if (pid == 0) {
		if (chroot(newroot) < 0 || chdir("/") < 0)
			_exit(200);
		if (stat(init, &st) < 0)
			_exit(errno < 100 ? errno : EINVAL);
		if (!S_ISREG(st.st_mode))
			_exit(EACCES);
		if (access(init, X_OK) < 0)
			_exit(errno < 100 ? errno : EACCES);
		if (console) {
			fd = open(console, O_RDWR | O_NOCTTY);
			if (fd < 0)
				_exit(100 + (errno < 100 ? errno : EINVAL));
		}
		_exit(0);
	}
	if (waitpid(pid, &status, 0) < 0)
		perror_exit("waitpid");
	if (!WIFEXITED(status) || WEXITSTATUS(status) == 200) {
		*what = newroot;
		return EACCES;
	}
	status = WEXITSTATUS(status);
	*what = status >= 100 ? console : init;
	return status >= 100 ? status - 100 : status;
}

/* Move /dev, /proc, /sys and /run into NEWROOT, or let them go. */
static void
move_mounts(const char *newroot, dev_t rootdev)
{
	static const char *const dirs[] = { "/dev", "/proc", "/sys", "/run" };
	struct stat st;
	char *to;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(dirs); i++) {
		if (stat(dirs[i], &st) < 0 || st.st_dev == rootdev)
			continue;
		to = xasprintf("%s%s", newroot, dirs[i]);
		if (stat(to, &st) < 0 || !S_ISDIR(st.st_mode) ||
		    mount(dirs[i], to, NULL, MS_MOVE, NULL) < 0) {
			if (umount2(dirs[i], MNT_DETACH) < 0)
				perror_msg("can't move or unmount %s", dirs[i]);
		}
		free(to);
	}
}

int
switch_root_main(int argc, char **argv)
{
	const char *newroot, *init, *console, *what;
	struct stat rst, nst;
	struct statfs sfs;
	struct opts o;
	int fd, err;

	(void)argc;
	argv = getopts(&o, OPTS_switch_root, argv);
	newroot = argv[0];
	init = argv[1];
	console = OPT(&o, F_c) ? o.arg[S_c].s : NULL;

	if (getpid() != 1)
		error_exit("not run as PID 1");
	if (statfs("/", &sfs) < 0)
		perror_exit("/");
	if ((unsigned long)sfs.f_type != RAMFS_MAGIC &&
	    (unsigned long)sfs.f_type != TMPFS_MAGIC)
		error_exit("root filesystem is not ramfs or tmpfs");
	if (stat("/", &rst) < 0)
		perror_exit("/");
	if (stat(newroot, &nst) < 0)
		perror_exit("%s", newroot);
	if (!S_ISDIR(nst.st_mode))
		error_exit("%s: not a directory", newroot);
	if (nst.st_dev == rst.st_dev && nst.st_ino == rst.st_ino)
		error_exit("%s: is the current root", newroot);
	if (nst.st_dev == rst.st_dev)
		error_exit("%s: not a mount point", newroot);
	if ((err = check_inside(newroot, init, console, &what))) {
		errno = err;
		if (what == newroot)
			perror_exit("%s", newroot);
		perror_exit("%s in %s", what, newroot);
	}

	/* the point of no return */
	move_mounts(newroot, rst.st_dev);
	fd = xopen("/", O_RDONLY | O_DIRECTORY);
	/* first, while a relative NEWROOT still resolves */
	if (chdir(newroot) < 0)
		perror_exit("%s", newroot);
	wipe(fd, rst.st_dev);
	if (mount(".", "/", NULL, MS_MOVE, NULL) < 0)
		perror_exit("can't move %s to /", newroot);
	if (chroot(".") < 0 || chdir("/") < 0)
		perror_exit("can't chroot to %s", newroot);
	if (console) {
		fd = open(console, O_RDWR | O_NOCTTY);
		if (fd < 0)
			perror_msg("%s", console);
		else {
			dup2(fd, 0);
			dup2(fd, 1);
			dup2(fd, 2);
			if (fd > 2)
				close(fd);
		}
	}
	execv(init, argv + 1);
	perror_msg("can't execute '%s'", init);
	return 1;
}
