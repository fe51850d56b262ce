"""Measure the built game beside the smallest PySide6 QML app built the same way, in one run:
start to first frame, peak memory, bundle size and .deb size. Prints a Markdown table.

    python packaging/benchmark.py [--runs 7] [--platform xvfb|offscreen] [--rebuild]

Linux only (it reads /proc and builds .debs). The game comes from dist/ (build.py builds it
when missing); the baseline (packaging/bench_minimal/) is built into build/bench/ with the
same trimming and stripping. Each app is started --runs times, alternating, after one
warm-up start each (so both read their files from the page cache).

Start to first frame: from just before the process is spawned until Qt's scene graph logs
the first frame it actually rendered (qt.scenegraph.time.renderloop; frames skipped because
the window was not ready yet do not count). With --platform xvfb (the default when Xvfb is
installed) the app draws into a real X11 window with OpenGL (Mesa llvmpipe on a machine
without a GPU); with offscreen Qt Quick uses its software renderer.

Memory: the process's peak resident set (VmHWM in /proc/PID/status), read 2 s after the
first frame, when the start screen has settled.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import build  # noqa: E402
import bundle_filter  # noqa: E402

LOG_RULES = "qt.scenegraph.time.renderloop.debug=true;qt.scenegraph.renderloop.debug=true"
FRAME_LINE = re.compile(r"(frame rendered in|Frame rendered with)")
SKIPPED = re.compile(r"(window not ready|skipping render|not exposed)")
SETTLE_S = 2.0


@dataclass
class App:
    name: str
    exe: Path
    bundle: Path
    deb: Path
    args: list[str] = field(default_factory=list)
    first_frame_ms: list[float] = field(default_factory=list)
    peak_rss_mb: list[float] = field(default_factory=list)


def log(msg: str) -> None:
    print(f"benchmark: {msg}", file=sys.stderr, flush=True)


# --- building ---------------------------------------------------------------------------------


def ensure_game(rebuild: bool) -> App:
    dist = ROOT / "dist"
    debs = sorted(dist.glob("dixit-desktop_*.deb"), key=lambda p: p.stat().st_mtime)
    exe = dist / "dixit-desktop" / "dixit-desktop"
    if rebuild or not exe.exists() or not debs:
        log("building the game (packaging/build.py)")
        subprocess.run([sys.executable, str(HERE / "build.py")], check=True, cwd=ROOT)
        debs = sorted(dist.glob("dixit-desktop_*.deb"), key=lambda p: p.stat().st_mtime)
    return App("Dixit Desktop", exe, exe.parent, debs[-1])


def ensure_minimal(rebuild: bool) -> App:
    work = ROOT / "build" / "bench"
    dist = work / "dist"
    exe = dist / "bench-minimal" / "bench-minimal"
    deb = work / "bench-minimal_1.0_amd64.deb"
    if rebuild or not exe.exists():
        log("building the minimal QML app (packaging/bench_minimal/minimal.spec)")
        subprocess.run(
            [
                sys.executable,
                "-m",
                "PyInstaller",
                str(HERE / "bench_minimal" / "minimal.spec"),
                "--noconfirm",
                "--log-level=WARN",
                f"--distpath={dist}",
                f"--workpath={work / 'pyinstaller'}",
            ],
            check=True,
            cwd=ROOT,
        )
    if rebuild or not deb.exists() or deb.stat().st_mtime < exe.stat().st_mtime:
        root = work / "deb-root"
        if root.exists():
            shutil.rmtree(root)
        shutil.copytree(exe.parent, root / "opt" / "bench-minimal", symlinks=True)
        build.normalize_permissions(root)
        (root / "DEBIAN").mkdir(mode=0o755)
        (root / "DEBIAN" / "control").write_text(
            "Package: bench-minimal\nVersion: 1.0\nArchitecture: amd64\n"
            "Maintainer: Dixit Desktop developers <dixit-desktop@users.noreply.github.com>\n"
            "Description: minimal PySide6 QML window (benchmark baseline)\n",
            encoding="utf-8",
        )
        build.dpkg_build(root, deb)
    return App("Minimal PySide6 QML window", exe, exe.parent, deb)


# --- measuring --------------------------------------------------------------------------------


def peak_rss_kb(pid: int) -> int:
    """VmHWM of the process and of any children (a bootloader parent, helpers)."""
    total = 0
    pids = [pid]
    try:
        for task in Path(f"/proc/{pid}/task").iterdir():
            children = (task / "children").read_text().split()
            pids += [int(c) for c in children]
    except OSError:
        pass
    for p in pids:
        try:
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmHWM:"):
                    total += int(line.split()[1])
        except OSError:
            pass
    return total


def run_once(app: App, env: dict[str, str], timeout: float = 60.0) -> tuple[float, float]:
    """(ms from spawn to the first rendered frame, peak RSS in MB)."""
    with tempfile.TemporaryDirectory(prefix="dixit-bench-") as data:
        args = [str(app.exe), *[a.replace("{data}", data) for a in app.args]]
        first = threading.Event()
        stamp: list[float] = []
        tail: list[str] = []

        t0 = time.perf_counter()
        proc = subprocess.Popen(
            args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
        )

        def reader() -> None:
            skipped = False
            assert proc.stderr is not None
            for line in proc.stderr:
                tail.append(line)
                del tail[:-20]
                if first.is_set():
                    continue
                if SKIPPED.search(line):
                    skipped = True
                elif FRAME_LINE.search(line):
                    if not skipped:
                        stamp.append(time.perf_counter())
                        first.set()
                    skipped = False

        thread = threading.Thread(target=reader, daemon=True)
        thread.start()
        ok = first.wait(timeout)
        if ok:
            time.sleep(SETTLE_S)
        rss = peak_rss_kb(proc.pid)
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        thread.join(5)
        if not ok:
            raise RuntimeError(f"{app.name}: no frame within {timeout} s:\n{''.join(tail)}")
        return (stamp[0] - t0) * 1000.0, rss / 1024.0


def start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    for n in range(90, 110):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            display = f":{n}"
            break
    else:
        raise RuntimeError("no free X display number")
    proc = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(100):
        if Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
            return proc, display
        time.sleep(0.05)
    proc.kill()
    raise RuntimeError("Xvfb did not start")


def fmt_ms(values: list[float]) -> str:
    return f"{statistics.median(values):.0f} ms ({min(values):.0f}–{max(values):.0f})"


def fmt_mb(values: list[float]) -> str:
    return f"{statistics.median(values):.0f} MB"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--platform", choices=("xvfb", "offscreen"), default=None)
    p.add_argument("--rebuild", action="store_true", help="rebuild both apps first")
    args = p.parse_args(argv)
    if not sys.platform.startswith("linux"):
        print("benchmark.py measures on Linux only", file=sys.stderr)
        return 2
    platform = args.platform or ("xvfb" if shutil.which("Xvfb") else "offscreen")

    game = ensure_game(args.rebuild)
    game.args = ["--data-dir", "{data}"]
    minimal = ensure_minimal(args.rebuild)
    apps = [game, minimal]

    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": os.environ.get("HOME", "/tmp"),
        "QT_LOGGING_RULES": LOG_RULES,
        "LANG": "C.UTF-8",
    }
    xvfb = None
    if platform == "xvfb":
        xvfb, display = start_xvfb()
        env.update(QT_QPA_PLATFORM="xcb", DISPLAY=display)
    else:
        env.update(QT_QPA_PLATFORM="offscreen")
    try:
        for app in apps:  # warm-up: page cache, fontconfig cache, shader cache
            run_once(app, env)
        for i in range(args.runs):
            for app in apps if i % 2 == 0 else reversed(apps):
                ms, mb = run_once(app, env)
                app.first_frame_ms.append(ms)
                app.peak_rss_mb.append(mb)
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()

    renderer = "X11 (Xvfb) + OpenGL (Mesa llvmpipe)" if platform == "xvfb" else "offscreen"
    print(
        f"Linux x86_64, {os.cpu_count()} cores, {renderer}; median of {args.runs} starts "
        f"(min–max) after one warm-up each:\n"
    )
    print("| | start to first frame | peak memory (RSS) | bundle | .deb |")
    print("|---|---:|---:|---:|---:|")
    for app in apps:
        bundle = bundle_filter.dir_size(app.bundle)
        print(
            f"| {app.name} | {fmt_ms(app.first_frame_ms)} | {fmt_mb(app.peak_rss_mb)} "
            f"| {bundle / 1e6:.1f} MB | {app.deb.stat().st_size / 1e6:.1f} MB |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
