//! The Python package's pytest suite (`python/tests`), run by `cargo test` in the virtual
//! environment `CFB_PYTHON_VENV` (`.ci/run` makes it: maturin builds the wheel from the same
//! `target/` before `cargo test`, and installs it there with pytest, `datasets` and mypy). The
//! suite compares the package's dicts with this build's `cfb` binary. Without the variable the
//! test is skipped loudly, unless CFB_REQUIRE_PYTHON=1.

use std::path::PathBuf;
use std::process::Command;

use crate::support;

#[test]
fn pytest_suite_of_the_python_package_passes() {
    let Some(venv) = std::env::var_os("CFB_PYTHON_VENV").map(PathBuf::from) else {
        let msg = "SKIPPED: the Python package's tests: set CFB_PYTHON_VENV to a venv with the cfb wheel, \
                   pytest, datasets and mypy installed (see .ci/run)";
        assert!(std::env::var("CFB_REQUIRE_PYTHON").as_deref() != Ok("1"), "{msg}");
        support::loud(msg);
        return;
    };
    let pytest = venv.join("bin/pytest");
    assert!(pytest.is_file(), "{}: no pytest in CFB_PYTHON_VENV", pytest.display());
    let repo = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new(&pytest)
        .args(["-q", "-p", "no:cacheprovider", "python/tests"])
        .current_dir(&repo)
        .env("CFB_BIN", assert_cmd::cargo::cargo_bin!("cfb"))
        .output()
        .expect("pytest runs");
    let report = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    println!("{report}");
    assert!(out.status.success(), "pytest failed:\n{report}");
    // A suite that skipped everything proves nothing: the summary line counts what passed.
    assert!(report.contains(" passed"), "pytest ran no test:\n{report}");
}
