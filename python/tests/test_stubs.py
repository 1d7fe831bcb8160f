"""The type stubs match the module: mypy's stubtest compares every function's parameters and
defaults, and every exported name, with what the installed `cfb` has at run time."""

import subprocess
import sys

from conftest import skip_or_fail


def test_stubtest_finds_no_difference(tmp_path):
    try:
        import mypy.stubtest  # noqa: F401
    except ImportError:
        skip_or_fail("no mypy to check the type stubs", "pip install mypy", "CFB_REQUIRE_MYPY")
    # Run from an empty folder, so that `cfb` is the installed package, not python/cfb.
    done = subprocess.run([sys.executable, "-m", "mypy.stubtest", "cfb"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success: no issues found" in done.stdout
