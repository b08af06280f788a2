# matchlib.py - what the match runner's tests and the soak share: the runner loaded as a module
# (tools/kosumi-match has no .py extension), and the paths of the programs they drive.
#
# Imported from the script's own directory, like tests/lib/tap.py.
import importlib.machinery
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
# Absolute: the shards run in a directory of their own, and top_srcdir may be relative.
SRCDIR = os.environ.get("top_srcdir") or os.path.join(HERE, "..", "..")
RUNNER = os.path.abspath(os.path.join(SRCDIR, "tools", "kosumi-match"))


def load_runner():
    """tools/kosumi-match as a module, for its pure functions."""
    loader = importlib.machinery.SourceFileLoader("kosumi_match", RUNNER)
    spec = importlib.util.spec_from_loader("kosumi_match", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module
