"""Diagnostics latency of the language server, beside the bare pipeline on the same text.

    python benchmarks/bench_lsp.py [--edits N] [--hero PATH]

Starts `cardsmith lsp` as a subprocess and drives it over stdio as an editor does (pygls's
client): it opens a typical hero file (default: Robin Hood, 30 cards, 11 card entries), then
sends N changes of the whole text, each a text not seen before (one card draws another number
of cards), every other one with a typo in another card's effect text, and measures from
sending each change to receiving the diagnostics for it:

  1. latency: median and 90th percentile, and how many changes had the expected result;
  2. baseline: `compile_paths([file], bundles=False, texts=...)` on the same texts in this
     process, median (the work of one check, nothing else), and the ratio latency / baseline;
  3. the server's pause after the last change (server.PAUSE_SECONDS), part of the latency,
     and the time to the first diagnostics after opening the file.

Target: diagnostics within about 200 ms of a change. Printed, never asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run from a source checkout without installing
    sys.path.insert(0, str(ROOT))

from lsprotocol import types  # noqa: E402
from pygls.lsp.client import LanguageClient  # noqa: E402

from cardsmith.compiler.pipeline import compile_paths  # noqa: E402
from cardsmith.lsp.server import PAUSE_SECONDS  # noqa: E402

HERO = ROOT / "content" / "robin-hood-vs-bigfoot" / "heroes" / "robin-hood.yaml"
TYPO = ("in Robin Hood's zone", "in Robin Hod's zone")  # one E300 when present
DRAW = "After combat: Draw 2 cards."


def texts(path: Path, edits: int, first: int) -> list[str]:
    """Texts as typing makes them: each one new (a card draws another number of cards, so
    no check result is cached for it), every other one with the typo."""
    text = path.read_text(encoding="utf-8")
    for sentence in (TYPO[0], DRAW):
        assert sentence in text, f"{path} lacks the sentence the benchmark edits"
    variants = []
    for n in range(edits):
        variant = text.replace(DRAW, DRAW.replace("2", str(first + n)), 1)
        variants.append(variant.replace(*TYPO, 1) if n % 2 == 0 else variant)
    return variants


def baseline(path: Path, variants: list[str]) -> list[float]:
    seconds = []
    for text in variants:
        start = time.perf_counter()
        compile_paths([path], bundles=False, texts={path.resolve(): text})
        seconds.append(time.perf_counter() - start)
    return seconds


async def latencies(path: Path, variants: list[str]) -> tuple[list[float], int, float]:
    client = LanguageClient("bench", "1")
    published: asyncio.Queue = asyncio.Queue()

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def on_diagnostics(params: types.PublishDiagnosticsParams) -> None:
        published.put_nowait((time.perf_counter(), params))

    await client.start_io(sys.executable, "-m", "cardsmith", "lsp")
    await client.initialize_async(types.InitializeParams(capabilities=types.ClientCapabilities()))
    client.initialized(types.InitializedParams())
    uri = path.resolve().as_uri()
    opened = time.perf_counter()
    client.text_document_did_open(types.DidOpenTextDocumentParams(types.TextDocumentItem(
        uri=uri, language_id="yaml", version=1, text=path.read_text(encoding="utf-8"))))
    first = (await published.get())[0] - opened  # it also loads the parser and catalogs
    seconds, right = [], 0
    for version, text in enumerate(variants, start=2):
        start = time.perf_counter()
        client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))
        while True:
            when, params = await published.get()
            if params.version == version:
                break
        seconds.append(when - start)
        codes = [d.code for d in params.diagnostics]
        right += codes == (["E300"] if TYPO[1] in text else [])
    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()
    return seconds, right, first


def median_ms(values: list[float]) -> float:
    return 1000 * statistics.median(values)


def p90_ms(values: list[float]) -> float:
    return 1000 * statistics.quantiles(values, n=10)[8]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=40)
    parser.add_argument("--hero", type=Path, default=HERO)
    args = parser.parse_args()
    # A fresh cache folder: no check result of an earlier run is reused (grammar/cache.py,
    # compiler/check_cache.py); the warm-up builds the parser tables in it.
    os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="bench-lsp-")
    compile_paths([args.hero], bundles=False)  # warm: parser tables, catalogs
    bare = baseline(args.hero, texts(args.hero, args.edits, 100))
    served, right, first = asyncio.run(latencies(args.hero, texts(args.hero, args.edits, 300)))

    print(f"hero file: {args.hero.name}; {args.edits} changes of the whole text, each new, "
          "every other one with a typo (E300)")
    print(f"diagnostics latency of `cardsmith lsp`: median {median_ms(served):.0f} ms, "
          f"90th percentile {p90_ms(served):.0f} ms (target: about 200 ms); "
          f"{right}/{len(served)} with the expected diagnostics")
    print(f"of which the server's pause after a change: {1000 * PAUSE_SECONDS:.0f} ms")
    print(f"the first diagnostics after opening the file (parser and catalogs loaded then): "
          f"{1000 * first:.0f} ms")
    print(f"baseline, compile_paths on the same texts in-process: median {median_ms(bare):.0f} ms, "
          f"90th percentile {p90_ms(bare):.0f} ms")
    print(f"ratio latency / baseline (medians): {statistics.median(served) / statistics.median(bare):.2f}x")


if __name__ == "__main__":
    main()
