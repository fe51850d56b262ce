"""Build Dixit Desktop for the current OS into dist/.

    python packaging/build.py            # icon, PyInstaller one-dir bundle, smoke test, installer

- Linux:   dist/dixit-desktop/ and dist/dixit-desktop_<version>_<arch>.deb (dpkg-deb)
- macOS:   dist/Dixit Desktop.app and dist/Dixit-Desktop-<version>.dmg (make_dmg.sh, hdiutil)
- Windows: dist/dixit-desktop/ and dist/Dixit-Desktop-<version>-Setup.exe (Inno Setup's
           ISCC, when it is installed)

The version comes from pyproject.toml. Needs the build extra: pip install -e '.[build]'.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import bundle_filter  # noqa: E402
import check_bundle  # noqa: E402
import platform_meta  # noqa: E402

NAME = "dixit-desktop"
APP_NAME = platform_meta.APP_NAME
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# Debian packages of the system libraries Qt loads but the bundle does not carry (OpenGL,
# EGL, the X11/xcb stack for the xcb platform plugin, Wayland, fontconfig, D-Bus, GLib).
DEB_DEPENDS = (
    "libc6 (>= 2.28)",
    "libgl1",
    "libegl1",
    "libxkbcommon0",
    "libxkbcommon-x11-0",
    "libfontconfig1",
    "libfreetype6",
    "libdbus-1-3",
    "libglib2.0-0 | libglib2.0-0t64",
    "libx11-6",
    "libx11-xcb1",
    "libxcb1",
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-image0",
    "libxcb-keysyms1",
    "libxcb-randr0",
    "libxcb-render-util0",
    "libxcb-shape0",
    "libxcb-shm0",
    "libxcb-sync1",
    "libxcb-xfixes0",
    "libxcb-xkb1",
    "libwayland-client0",
    "libwayland-cursor0",
    "libwayland-egl1",
)


def log(msg: str) -> None:
    print(f"build: {msg}", flush=True)


def mb(n: int) -> str:
    return f"{n / 1e6:.1f} MB"


def version() -> str:
    return platform_meta.project_version(ROOT)


def deb_arch() -> str:
    try:
        out = subprocess.run(
            ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
        )
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


def make_icon(workdir: Path) -> Path:
    """Draw the icon in a separate process (it needs a Qt application)."""
    outdir = workdir / "icon"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    subprocess.run(
        [sys.executable, str(HERE / "make_icon.py"), str(outdir)], check=True, env=env, cwd=ROOT
    )
    return outdir


def compile_translations() -> None:
    """Rebuild resources/i18n (every language's .ts for translators, compiled to the .qm the app
    loads) from the JSON tables, so a bundle never ships a stale or missing language. A text
    with no translation is named but does not stop the build (it shows in English)."""
    cmd = [sys.executable, "-m", "dixit_desktop.devtools.translations", "update"]
    log(" ".join(cmd))
    done = subprocess.run(cmd, cwd=ROOT)
    if done.returncode:
        log("some texts have no translation yet (listed above): they will show in English")


def run_pyinstaller(dist: Path, workdir: Path, trim: bool) -> None:
    env = {**os.environ, "DIXIT_WORK_DIR": str(workdir)}
    if not trim:
        env["DIXIT_NO_TRIM"] = "1"
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(HERE / "dixit_desktop.spec"),
        "--noconfirm",
        "--log-level=WARN",
        f"--distpath={dist}",
        f"--workpath={workdir / 'pyinstaller'}",
    ]
    log(" ".join(cmd))
    subprocess.run(cmd, check=True, env=env, cwd=ROOT)


def bundle_dir(dist: Path) -> Path:
    """The one-dir bundle (inside the .app on macOS)."""
    if sys.platform == "darwin":
        return dist / f"{APP_NAME}.app"
    return dist / NAME


def executable(dist: Path) -> Path:
    if sys.platform == "darwin":
        return dist / f"{APP_NAME}.app" / "Contents" / "MacOS" / NAME
    if sys.platform == "win32":
        return dist / NAME / f"{NAME}.exe"
    return dist / NAME / NAME


def check_version_and_smoke(exe: Path, expected_version: str, smoke: bool) -> None:
    """The bundle reports pyproject's version and passes its own smoke test."""
    out = subprocess.run([str(exe), "--version"], capture_output=True, text=True, timeout=120)
    reported = (out.stdout + out.stderr).strip().split()[-1:] or ["?"]
    # Windowed Windows builds have no console to print to; the smoke test still gives a code.
    if sys.platform != "win32" and reported[0] != expected_version:
        raise SystemExit(
            f"build: the bundle reports version {reported[0]!r}, pyproject.toml says "
            f"{expected_version!r}; reinstall (pip install -e .) so the metadata is current"
        )
    if not smoke:
        return
    with tempfile.TemporaryDirectory(prefix="dixit-build-smoke-") as data:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
        t0 = time.monotonic()
        res = subprocess.run(
            [str(exe), "--smoke-test", "--data-dir", data],
            capture_output=True,
            text=True,
            env=env,
            timeout=300,
        )
    if res.returncode != 0:
        sys.stderr.write(res.stdout[-4000:] + res.stderr[-4000:])
        raise SystemExit(f"build: the bundle's smoke test failed with code {res.returncode}")
    last = (res.stdout.strip().splitlines() or ["ok"])[-1]
    log(f"smoke test passed in {time.monotonic() - t0:.1f} s: {last}")


def build_deb(
    dist: Path, workdir: Path, icon_dir: Path | None, ver: str, fast: bool = False
) -> Path:
    """dist/dixit-desktop_<version>_<arch>.deb: the bundle in /opt/dixit-desktop, a
    /usr/bin/dixit-desktop wrapper, the menu entry and the hicolor icons."""
    arch = deb_arch()
    root = workdir / "deb-root"
    if root.exists():
        shutil.rmtree(root)
    opt = root / "opt" / NAME
    shutil.copytree(dist / NAME, opt, symlinks=True)
    usr_bin = root / "usr" / "bin"
    usr_bin.mkdir(parents=True)
    wrapper = usr_bin / NAME
    wrapper.write_text(f'#!/bin/sh\nexec /opt/{NAME}/{NAME} "$@"\n', encoding="utf-8")
    wrapper.chmod(0o755)
    apps = root / "usr" / "share" / "applications"
    apps.mkdir(parents=True)
    shutil.copy2(HERE / "linux" / f"{NAME}.desktop", apps / f"{NAME}.desktop")
    if icon_dir is not None:
        for size in ICON_SIZES:
            dest = root / "usr/share/icons/hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"
            dest.parent.mkdir(parents=True)
            shutil.copy2(icon_dir / f"{NAME}-{size}.png", dest)
    doc = root / "usr" / "share" / "doc" / NAME
    doc.mkdir(parents=True)
    shutil.copy2(HERE / "linux" / "copyright", doc / "copyright")
    normalize_permissions(root)
    installed_kb = (bundle_filter.dir_size(root) + 1023) // 1024
    control = root / "DEBIAN" / "control"
    control.parent.mkdir(mode=0o755)
    control.write_text(
        f"""Package: {NAME}
Version: {ver}
Architecture: {arch}
Maintainer: Dixit Desktop developers <dixit-desktop@users.noreply.github.com>
Installed-Size: {installed_kb}
Depends: {", ".join(DEB_DEPENDS)}
Section: games
Priority: optional
Description: pass-and-play Dixit for a family sharing one screen
 Every official rule set of the storytelling card game on one computer or
 tablet, with each player's hand and vote kept private behind a handoff
 screen. Self-contained: Python and Qt are inside /opt/{NAME}.
""",
        encoding="utf-8",
    )
    control.chmod(0o644)
    return dpkg_build(root, dist / f"{NAME}_{ver}_{arch}.deb", fast)


def normalize_permissions(root: Path) -> None:
    """dpkg wants 0755 directories and files nobody but root may write."""
    for path in root.rglob("*"):
        if path.is_dir():
            path.chmod(0o755)
        elif not path.is_symlink():
            path.chmod(0o755 if os.access(path, os.X_OK) else 0o644)


def dpkg_build(root: Path, deb: Path, fast: bool = False) -> Path:
    """xz at its default level 6; ``fast`` (level 1: 4x faster, 12 % bigger) is for CI."""
    level = ["-z1"] if fast else []
    cmd = ["dpkg-deb", "--root-owner-group", "-Zxz", *level, "--build", str(root), str(deb)]
    log(" ".join(cmd))
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    return deb


def build_dmg(dist: Path, ver: str) -> Path:
    dmg = dist / f"Dixit-Desktop-{ver}.dmg"
    subprocess.run(
        ["bash", str(HERE / "macos" / "make_dmg.sh"), str(dist / f"{APP_NAME}.app"), str(dmg)],
        check=True,
    )
    return dmg


def find_iscc() -> str | None:
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return found
    for base in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")):
        if base and (Path(base) / "Inno Setup 6" / "ISCC.exe").exists():
            return str(Path(base) / "Inno Setup 6" / "ISCC.exe")
    return None


def build_setup_exe(dist: Path, icon_dir: Path | None, ver: str) -> Path | None:
    iscc = find_iscc()
    if iscc is None:
        log("Inno Setup (ISCC.exe) not found: no Setup.exe (choco install innosetup)")
        return None
    nums = ".".join(str(n) for n in platform_meta.numeric_version(ver))
    cmd = [
        iscc,
        f"/DAppVersion={ver}",
        f"/DAppNumericVersion={nums}",
        f"/DSourceDir={dist / NAME}",
        f"/DOutputDir={dist}",
    ]
    if icon_dir is not None:
        cmd.append(f"/DIconFile={icon_dir / f'{NAME}.ico'}")
    cmd.append(str(HERE / "windows" / f"{NAME}.iss"))
    log(" ".join(cmd))
    subprocess.run(cmd, check=True)
    return dist / f"Dixit-Desktop-{ver}-Setup.exe"


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (dist/)")
    p.add_argument("--work", type=Path, default=ROOT / "build", help="scratch folder (build/)")
    p.add_argument("--skip-icon", action="store_true", help="reuse build/icon (or go without)")
    p.add_argument(
        "--no-installer",
        "--no-deb",
        dest="installer",
        action="store_false",
        help="stop after the bundle: no .deb, .dmg or Setup.exe",
    )
    p.add_argument(
        "--fast-deb", action="store_true", help="compress the .deb quickly (CI), not smallest"
    )
    p.add_argument("--no-smoke", dest="smoke", action="store_false", help="skip --smoke-test")
    p.add_argument(
        "--no-trim",
        dest="trim",
        action="store_false",
        help="keep everything PyInstaller's hooks collect (to measure what trimming saves)",
    )
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    t0 = time.monotonic()
    ver = version()
    dist: Path = args.dist.resolve()
    work: Path = args.work.resolve()
    log(f"Dixit Desktop {ver} for {sys.platform} ({platform.machine()})")
    icon_dir: Path | None = work / "icon"
    if not args.skip_icon:
        icon_dir = make_icon(work)
    if not (icon_dir and (icon_dir / f"{NAME}-256.png").exists()):
        log("no icon (build/icon is empty): building without one")
        icon_dir = None
    compile_translations()
    run_pyinstaller(dist, work, args.trim)
    missing = check_bundle.missing_qt_libraries(bundle_dir(dist))
    if missing:
        raise SystemExit(
            "build: the trimmed bundle lacks Qt libraries its binaries link:\n  "
            + "\n  ".join(missing)
            + "\nadd them to QT_LIBS in packaging/bundle_filter.py"
        )
    log("every Qt library the bundle links is inside it")
    exe = executable(dist)
    check_version_and_smoke(exe, ver, args.smoke)
    sizes = {"bundle": bundle_filter.dir_size(bundle_dir(dist))}
    artefact: Path | None = None
    if args.installer:
        if sys.platform.startswith("linux"):
            artefact = build_deb(dist, work, icon_dir, ver, args.fast_deb)
        elif sys.platform == "darwin":
            artefact = build_dmg(dist, ver)
        elif sys.platform == "win32":
            artefact = build_setup_exe(dist, icon_dir, ver)
    log(f"bundle {bundle_dir(dist)}: {mb(sizes['bundle'])}")
    if artefact is not None:
        log(f"installer {artefact}: {mb(artefact.stat().st_size)}")
    log(f"done in {time.monotonic() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
