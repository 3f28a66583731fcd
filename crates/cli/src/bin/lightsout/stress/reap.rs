//! Every process a run starts ends with it, as a judge's sandbox ends
//! them. The program runs in a process group of its own, which is killed
//! when the run ends. On Linux, `stress` is a child subreaper
//! (`PR_SET_CHILD_SUBREAPER`), so that a descendant that left the group
//! (`setsid`, a double fork) and lost its parent becomes its child, to be
//! killed and reaped; and so is each program it runs, so that while a run
//! lasts its orphans stay under its program. A child of `stress` that is
//! not a running program is then a finished run's leftover, whichever job
//! ran it, and [`end`] sweeps them all. Elsewhere on Unix the group is
//! killed and what left it is out of reach; on other systems, the program.

use std::io;
use std::process::{Child, Command};
use std::sync::Mutex;

/// The programs running now, by process id. Held while a program starts,
/// so that a sweep never takes it for a leftover.
static RUNNING: Mutex<Vec<u32>> = Mutex::new(Vec::new());

#[cfg(unix)]
extern "C" {
    fn setpgid(pid: i32, pgid: i32) -> i32;
    fn kill(pid: i32, signal: i32) -> i32;
}

#[cfg(target_os = "linux")]
extern "C" {
    fn prctl(option: i32, ...) -> i32;
    fn waitpid(pid: i32, status: *mut i32, options: i32) -> i32;
}

#[cfg(unix)]
const SIGKILL: i32 = 9;

#[cfg(target_os = "linux")]
const PR_SET_CHILD_SUBREAPER: i32 = 36;

/// Makes this process the reaper of every orphan among its descendants
/// (Linux; elsewhere nothing).
pub fn adopt_orphans() {
    #[cfg(target_os = "linux")]
    // SAFETY: `prctl` with this option only sets a flag of the process.
    unsafe {
        prctl(PR_SET_CHILD_SUBREAPER, 1 as std::os::raw::c_ulong);
    }
}

/// Starts `command` in a process group of its own (Unix) and, on Linux,
/// as the reaper of its own orphans, so that what it starts stays under it
/// while it runs.
pub fn spawn(command: &mut Command) -> io::Result<Child> {
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        // SAFETY: `setpgid` and `prctl` are system calls, async-signal-safe
        // as `pre_exec` requires; the subreaper flag outlives `exec`.
        unsafe {
            command.pre_exec(|| {
                if setpgid(0, 0) != 0 {
                    return Err(io::Error::last_os_error());
                }
                #[cfg(target_os = "linux")]
                if prctl(PR_SET_CHILD_SUBREAPER, 1 as std::os::raw::c_ulong) != 0 {
                    return Err(io::Error::last_os_error());
                }
                Ok(())
            });
        }
    }
    let mut running = RUNNING.lock().unwrap_or_else(|p| p.into_inner());
    let child = command.spawn()?;
    running.push(child.id());
    Ok(child)
}

/// Kills `child`, its process group and every descendant it leaves, and
/// reaps them. (A child that exited is reaped already, and its group's
/// number free; process ids are handed out in turn, so it is not taken
/// again in the microseconds before the group is killed.)
pub fn end(child: &mut Child) {
    #[cfg(unix)]
    // SAFETY: `kill` only sends a signal; the group is the child's own.
    unsafe {
        kill(-(child.id() as i32), SIGKILL);
    }
    let _ = child.kill();
    let _ = child.wait();
    RUNNING
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .retain(|&pid| pid != child.id());
    sweep();
}

/// Kills and reaps every child of this process that is not a running
/// program, until there is none: each one killed hands its own children
/// on to this process (Linux; elsewhere orphans go to `init`, and nothing
/// is done).
fn sweep() {
    #[cfg(target_os = "linux")]
    {
        let running = RUNNING.lock().unwrap_or_else(|p| p.into_inner());
        loop {
            let left: Vec<u32> = children()
                .into_iter()
                .filter(|pid| !running.contains(pid))
                .collect();
            if left.is_empty() {
                return;
            }
            for &pid in &left {
                let mut status = 0;
                // SAFETY: `pid` is this process's child (a zombie at
                // worst), not a running program's: no one else waits for
                // it.
                unsafe {
                    kill(pid as i32, SIGKILL);
                    waitpid(pid as i32, &mut status, 0);
                }
            }
        }
    }
}

/// The children of this process, from each of its threads'
/// `/proc/self/task/TID/children` where the kernel has them (most do),
/// else from every process's `/proc/PID/stat` (a hundred times slower:
/// 2.5 ms with a hundred processes).
#[cfg(target_os = "linux")]
fn children() -> Vec<u32> {
    let me = std::process::id();
    let listed = format!("/proc/{}/task/{}/children", me, me);
    if std::path::Path::new(&listed).exists() {
        // A thread ends only when its program has: it has no child then.
        let mut pids = Vec::new();
        for thread in std::fs::read_dir("/proc/self/task")
            .into_iter()
            .flatten()
            .flatten()
        {
            if let Ok(list) = std::fs::read_to_string(thread.path().join("children")) {
                pids.extend(
                    list.split_whitespace()
                        .filter_map(|w| w.parse::<u32>().ok()),
                );
            }
        }
        return pids;
    }
    let parent_of = |pid: u32| -> Option<u32> {
        let stat = std::fs::read(format!("/proc/{}/stat", pid)).ok()?;
        // `pid (name) state ppid ...`, where the name may hold anything.
        let after = stat.iter().rposition(|&b| b == b')')? + 1;
        let rest = std::str::from_utf8(&stat[after..]).ok()?;
        rest.split_whitespace().nth(1)?.parse().ok()
    };
    let processes = std::fs::read_dir("/proc").into_iter().flatten();
    processes
        .flatten()
        .filter_map(|entry| entry.file_name().to_str()?.parse::<u32>().ok())
        .filter(|&pid| parent_of(pid) == Some(me))
        .collect()
}
