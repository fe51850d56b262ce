#!/usr/bin/env bash
# CI: build the Linux bundle and .deb, then install the .deb into a temporary root and run
# its --smoke-test there with a bare environment (tests/packaging, DIXIT_BUILT_DEB).
# Run after .ci/run has made .venv; it adds the build extra (PyInstaller) to it.
#   packaging/ci_build_and_smoke.sh
set -euo pipefail
cd "$(dirname "$0")/.."

py=.venv/bin/python
[ -x "$py" ] || { python3 -m venv .venv; }
"$py" -m pip install -q -e '.[test,build]'

start=$(date +%s)
rm -f dist/dixit-desktop_*.deb
# build.py's own smoke test is skipped: the test below runs it on the installed .deb. The
# .deb is compressed quickly (xz -1): this one is tested, not shipped.
"$py" packaging/build.py --no-smoke --fast-deb
deb=$(ls dist/dixit-desktop_*.deb)
DIXIT_BUILT_DEB="$PWD/$deb" "$py" -m pytest -q -p no:cacheprovider tests/packaging
echo "ci_build_and_smoke: $deb built and smoke-tested in $(( $(date +%s) - start )) s"
