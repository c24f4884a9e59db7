"""Speed and memory of the compiler, each beside a baseline measured in the same run.

    python benchmarks/bench_compile.py [--copies N] [--runs N] [--profile [N]]

Builds a synthetic library in a temporary folder (copies of the bundled hero files under
distinct file names: each file is its own hero) and prints plain-text figures:

  1. compile throughput: `compile_paths([folder])`, median of --runs after one warm-up run,
     each parsing every text as a new process does; and compiling again in the same
     process, where each effect text is parsed once (compiler/parse.py's parsed_effect);
  2. bare Lark: `effect_parser().parse(text)` over exactly the same effect texts (no
     transformer, no YAML, no checks), and the ratio pipeline / bare (target: within 3x);
  3. a breakdown of one compile by stage (timers around the pipeline's stage functions);
  4. peak memory: the peak RSS (ru_maxrss) of a child process that compiles the library
     against that of a child that only imports cardsmith (target: under 300 MB), plus the
     tracemalloc peak of the compile alone; measured first, while this process is small;
  5. `cardsmith check` of one hero file including Python start-up, as a subprocess, beside a
     subprocess that only imports lark, yaml, jsonschema and click (target: under 0.5 s),
     with the parser cache in use and with no usable parser cache.

Targets are printed next to the figures, never asserted: wall-clock time depends on the
machine. `--profile` adds a cProfile of one compile of the library.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import math
import os
import pstats
import shutil
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run from a source checkout without installing
    sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402

# cardsmith itself is imported only after the memory figures: a child process starts with
# the resident size of the process that spawned it as its ru_maxrss, so the parent must
# still be small when it spawns the memory children.

HEROES = ROOT / "content" / "robin-hood-vs-bigfoot" / "heroes"
CHECK_FILE = HEROES / "robin-hood.yaml"
MIN_CARD_ENTRIES = 3000
MB = 1024 * 1024

# The children print their own peak RSS when done: getrusage(RUSAGE_SELF).ru_maxrss, the
# figure the parent would read with RUSAGE_CHILDREN, but per child and unmixed with others.
_PEAK = textwrap.dedent("""
    import resource, sys
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(peak if sys.platform == "darwin" else peak * 1024)  # bytes
""")
IMPORT_ONLY = "import cardsmith.compiler.pipeline\n" + _PEAK
COMPILE = textwrap.dedent("""
    import sys
    from pathlib import Path
    from cardsmith.compiler.pipeline import compile_paths
    result = compile_paths([Path(sys.argv[1])])
    assert result.ok, "the synthetic library does not compile"
""") + _PEAK
TRACEMALLOC = textwrap.dedent("""
    import sys, tracemalloc
    from pathlib import Path
    from cardsmith.compiler.pipeline import compile_paths
    from cardsmith.grammar.parser import effect_parser
    effect_parser()
    tracemalloc.start()
    result = compile_paths([Path(sys.argv[1])])
    print(tracemalloc.get_traced_memory()[1])
""")


def main() -> None:
    options = _arguments()
    heroes = sorted(HEROES.glob("*.yaml"))
    per_copy = [_contents(path) for path in heroes]
    entries_per_copy = sum(len(cards) for cards, _ in per_copy)
    copies = options.copies or math.ceil(MIN_CARD_ENTRIES / entries_per_copy)
    with tempfile.TemporaryDirectory(prefix="cardsmith-bench-") as scratch:
        library = Path(scratch) / "library"
        texts = _build_library(library, heroes, per_copy, copies)
        files = len(heroes) * copies
        entries = entries_per_copy * copies
        print(f"cardsmith compile benchmark  (Python {sys.version.split()[0]}, "
              f"{sys.platform}, {os.cpu_count()} CPUs)")
        print(f"library: {files} hero files ({copies} copies of {len(heroes)} heroes) in "
              f"a temporary folder")
        print(f"         {entries} card entries, {len(texts)} effect texts "
              f"(card texts and abilities), {sum(map(len, texts))} characters of effect text")
        print()
        memory = _memory(library)
        _throughput(library, entries, texts, options.runs)
        print()
        _stages(library)
        print()
        print(memory)
        print()
        _start_up(options.runs)
        if options.profile:
            print()
            _profile(library, options.profile)


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--copies", type=int, default=0,
                        help=f"copies of each hero file (default: enough for "
                             f"{MIN_CARD_ENTRIES} card entries)")
    parser.add_argument("--runs", type=int, default=5, help="timed runs per figure (median)")
    parser.add_argument("--profile", type=int, nargs="?", const=15, default=0, metavar="N",
                        help="also profile one compile with cProfile and print the top N")
    return parser.parse_args()


# --------------------------------------------------------------------------- the library


def _contents(path: Path) -> tuple[list, list[str]]:
    """The card entries and effect texts (ability first, then card texts) of a hero file."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    texts = [data["ability"]] if "ability" in data else []
    texts += [card["text"] for card in data["cards"] if "text" in card]
    return data["cards"], texts


def _build_library(library: Path, heroes: list[Path], per_copy, copies: int) -> list[str]:
    folder = library / "heroes"
    folder.mkdir(parents=True)
    texts: list[str] = []
    for path, (_, hero_texts) in zip(heroes, per_copy):
        for index in range(copies):
            shutil.copyfile(path, folder / f"{path.stem}-{index:04d}.yaml")
            texts += hero_texts
    return texts


# --------------------------------------------------------------------------- figures


def _timed(function, runs: int) -> tuple[float, float]:
    """Median and best wall-clock seconds of `runs` calls, after one untimed warm-up call."""
    function()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return statistics.median(times), min(times)


def _throughput(library: Path, entries: int, texts: list[str], runs: int) -> None:
    from cardsmith.compiler.parse import parsed_effect
    from cardsmith.compiler.pipeline import compile_paths
    from cardsmith.grammar.parser import effect_parser

    first = time.perf_counter()
    result = compile_paths([library])
    first = time.perf_counter() - first
    if not result.ok:
        raise SystemExit(f"the synthetic library has errors: {result.diagnostics.items[:3]}")
    heroes = len(result.heroes)
    counted = result.card_count()
    again, _ = _timed(lambda: compile_paths([library]), runs)

    def cold() -> None:  # every text parsed, as in a new process
        parsed_effect.cache_clear()
        compile_paths([library])

    pipeline, pipeline_best = _timed(cold, runs)
    parser = effect_parser()

    def bare() -> None:
        for text in texts:
            parser.parse(text)

    lark, lark_best = _timed(bare, runs)
    print(f"compile_paths([library])   {heroes} heroes, {entries} card entries "
          f"({counted} cards counting copies)")
    print(f"  first run in process     {first:8.3f} s")
    print(f"  median of {runs}             {pipeline:8.3f} s  (best {pipeline_best:.3f} s)")
    print(f"  throughput               {entries / pipeline:8.0f} card entries/s  "
          f"({counted / pipeline:.0f} cards/s, {len(texts) / pipeline:.0f} effect texts/s)")
    print(f"  again in the process     {again:8.3f} s  (each text parsed once: "
          f"{pipeline / again:.2f}x faster)")
    print(f"bare Lark effect_parser().parse() over the same {len(texts)} effect texts")
    print(f"  median of {runs}             {lark:8.3f} s  (best {lark_best:.3f} s)")
    print(f"  throughput               {len(texts) / lark:8.0f} effect texts/s")
    print(f"ratio pipeline / bare Lark {pipeline / lark:8.2f}x  (target: within 3x)")


def _memory(library: Path) -> str:
    """The memory figures, as text to print later (they are measured first, see above)."""
    floor = _peak_bytes()
    baseline = _child_bytes(IMPORT_ONLY)
    compiled = _child_bytes(COMPILE, str(library))
    traced = _child_bytes(TRACEMALLOC, str(library))
    return "\n".join([
        "peak memory: ru_maxrss, which each child reads with getrusage(RUSAGE_SELF) at exit",
        f"  child: import cardsmith  {baseline / MB:8.1f} MB",
        f"  child: compile library   {compiled / MB:8.1f} MB  (target: under 300 MB)",
        f"  ratio compile / import   {compiled / baseline:8.2f}x  "
        f"(+{(compiled - baseline) / MB:.1f} MB)",
        f"  (a child's ru_maxrss starts at its parent's resident size, "
        f"{floor / MB:.1f} MB at spawn)",
        f"  tracemalloc peak of the compile alone (Python allocations) {traced / MB:8.1f} MB",
    ])


def _peak_bytes() -> int:
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024


# The pipeline's stage functions, by the module attribute the pipeline calls them through.
# A stage nested in another is subtracted from it (NESTED: inner label -> outer label).
STAGES = [
    ("load YAML", "cardsmith.compiler.pipeline", "load_document"),
    ("validate (schemas)", "cardsmith.compiler.pipeline", "validate_document"),
    ("parse effects (Lark + transformer)", "cardsmith.compiler.parse", "parse_effect_text"),
    ("build model (minus parsing)", "cardsmith.compiler.parse", "build_hero"),
    ("semantic checks (minus localisation)", "cardsmith.compiler.pipeline", "check_hero"),
    ("localisation gates (check_i18n)", "cardsmith.compiler.check", "check_i18n"),
    ("build bundles", "cardsmith.compiler.pipeline", "build_bundle"),
    ("build bundles", "cardsmith.compiler.pipeline", "bundle_for_box"),
    ("check bundles against the schema", "cardsmith.compiler.pipeline", "bundle_schema_errors"),
]
NESTED = {"parse effects (Lark + transformer)": "build model (minus parsing)",
          "localisation gates (check_i18n)": "semantic checks (minus localisation)"}


def _stages(library: Path) -> None:
    """One compile with a timer around each stage function (skipping any that moved)."""
    import importlib

    from cardsmith.compiler.parse import parsed_effect
    from cardsmith.compiler.pipeline import compile_paths

    spent: dict[str, float] = {}
    patched = []
    for label, module_name, attribute in STAGES:
        module = importlib.import_module(module_name)
        original = getattr(module, attribute, None)
        if original is None:
            continue

        def timed(*args, _original=original, _label=label, **kwargs):
            start = time.perf_counter()
            try:
                return _original(*args, **kwargs)
            finally:
                spent[_label] = spent.get(_label, 0.0) + time.perf_counter() - start

        setattr(module, attribute, timed)
        patched.append((module, attribute, original))
    try:
        parsed_effect.cache_clear()  # every text parsed, as in a new process
        start = time.perf_counter()
        compile_paths([library])
        total = time.perf_counter() - start
    finally:
        for module, attribute, original in patched:
            setattr(module, attribute, original)
    for inner, outer in NESTED.items():  # parsing happens inside build_hero, and so on
        if outer in spent:
            spent[outer] -= spent.get(inner, 0.0)
    print(f"stages of one compile (timers around the stage functions), total {total:.3f} s")
    for label in dict.fromkeys(label for label, _, _ in STAGES):
        if label in spent:
            print(f"  {label:36} {spent[label]:7.3f} s  {100 * spent[label] / total:5.1f} %")
    other = total - sum(spent.values())
    print(f"  {'everything else':36} {other:7.3f} s  {100 * other / total:5.1f} %")


def _child_bytes(code: str, *args: str) -> int:
    done = subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, capture_output=True,
                          text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"a child process failed:\n{done.stderr}")
    return int(done.stdout.split()[-1])


def _start_up(runs: int) -> None:
    check = [sys.executable, "-m", "cardsmith", "check", str(CHECK_FILE.relative_to(ROOT))]
    imports = [sys.executable, "-c", "import lark, yaml, jsonschema, click"]
    bare_python = [sys.executable, "-c", "pass"]
    results = {}
    for name, command in (("check", check), ("imports", imports), ("python", bare_python)):
        results[name] = _timed(lambda command=command: _run(command), runs)
    with tempfile.TemporaryDirectory(prefix="cardsmith-bench-cache-") as empty:
        cold = _timed(lambda: _run(check, cold_cache=empty), runs)
    print(f"start-up: subprocesses, median of {runs} (best) after one warm-up run")
    print(f"  {' '.join(['python'] + check[1:])}")
    print(f"    parser cache warm      {results['check'][0]:8.3f} s  ({results['check'][1]:.3f})"
          f"  (target: under 0.5 s)")
    print(f"    no usable parser cache {cold[0]:8.3f} s  ({cold[1]:.3f})  "
          f"(LALR tables built on every run)")
    print(f"  python -c 'import lark, yaml, jsonschema, click'")
    print(f"                           {results['imports'][0]:8.3f} s  "
          f"({results['imports'][1]:.3f})")
    print(f"  python -c pass           {results['python'][0]:8.3f} s  ({results['python'][1]:.3f})")
    print(f"  ratio check / imports    {results['check'][0] / results['imports'][0]:8.2f}x  "
          f"(check costs +{results['check'][0] - results['imports'][0]:.3f} s over the imports)")


def _run(command: list[str], cold_cache: str | None = None) -> None:
    env = dict(os.environ)
    if cold_cache is not None:  # a folder the parser cache cannot be written to
        env["XDG_CACHE_HOME"] = os.path.join(cold_cache, "not-a-folder")
        Path(env["XDG_CACHE_HOME"]).touch()
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stdout.decode()}"
                         f"{done.stderr.decode()}")


_PATH_PREFIXES = {str(ROOT) + os.sep} | {
    path + os.sep for path in (sysconfig.get_paths()["purelib"], sysconfig.get_paths()["stdlib"])}


def _profile(library: Path, top: int) -> None:
    from cardsmith.compiler.parse import parsed_effect
    from cardsmith.compiler.pipeline import compile_paths

    parsed_effect.cache_clear()  # every text parsed, as in a new process
    profiler = cProfile.Profile()
    profiler.enable()
    compile_paths([library])
    profiler.disable()
    for order in ("tottime", "cumulative"):
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats(order).print_stats(top)
        body = out.getvalue()
        for prefix in sorted(_PATH_PREFIXES, key=len, reverse=True):  # shorter file names
            body = body.replace(prefix, "")
        print(f"cProfile of one compile_paths([library]), top {top} by {order}")
        print(body[body.index("   ncalls"):].rstrip())
        print()


if __name__ == "__main__":
    main()
