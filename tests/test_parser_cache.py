"""The parser cache: a parser loaded from the cache file parses exactly like a freshly built
one, and a corrupt, truncated or unwritable cache is ignored (and rewritten when it can be).
A cache file is unpickled only when it carries this user's signature: a planted pickle never
runs, for the parser and for the phrase catalogs."""

from __future__ import annotations

import io
import os
import pickle
from pathlib import Path

import pytest
import yaml
from lark import Lark, Token

from cardsmith.grammar import cache
from cardsmith.grammar.lexer import EffectLexer
from cardsmith.grammar.parser import EffectSyntaxError, effect_parser, parse_effect_text

ROOT = Path(__file__).resolve().parent.parent
HEROES = sorted((ROOT / "content").rglob("heroes/*.yaml"))

BROKEN = [
    "Draw 2 cards",  # ends too early
    "Draw 2 cards. Deal 2 damage to.",
    "Drow 2 cards.",
    "Draw two two cards.",  # a number spelled out ("two") is read since issue 10, twice is not
    "Draw 2 cards; then discard 1 card.",
]


def effect_texts() -> list[str]:
    texts = []
    for path in HEROES:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        texts += [data["ability"]] if "ability" in data else []
        texts += [card["text"] for card in data["cards"] if "text" in card]
    return texts


@pytest.fixture
def cache_home(tmp_path, monkeypatch):
    """A private, empty cache folder, and no parser remembered from before."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    effect_parser.cache_clear()
    yield tmp_path / "cardsmith"
    effect_parser.cache_clear()


def cache_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("effects-*.lark"))


def outcome(text: str):
    """The AST (with spans) or the syntax error, for comparing two parsers."""
    try:
        return parse_effect_text(text)
    except EffectSyntaxError as error:
        return error


def outcomes(texts: list[str]) -> list:
    effect_parser.cache_clear()
    return [outcome(text) for text in texts]


def test_cached_parser_parses_like_a_fresh_one(cache_home):
    texts = effect_texts() + BROKEN
    assert len(texts) > 20
    fresh = outcomes(texts)  # builds the tables and writes the cache file
    [written] = cache_files(cache_home)
    built_at = written.stat().st_mtime_ns
    cached = outcomes(texts)  # loads the tables from that file
    assert cached == fresh
    assert all(isinstance(o, EffectSyntaxError) for o in cached[-len(BROKEN):])
    assert cache_files(cache_home) == [written]
    assert written.stat().st_mtime_ns == built_at  # read, not rebuilt
    # the bare parse trees agree too, with every token's and rule's position
    grammar = (ROOT / "grammar" / "effects.lark").read_text(encoding="utf-8")
    built = Lark(grammar, start="effect_text", parser="lalr", lexer=EffectLexer,
                 propagate_positions=True, maybe_placeholders=True)
    for text in effect_texts():
        assert shape(effect_parser().parse(text)) == shape(built.parse(text))


def shape(tree):
    tokens = [(t.type, str(t), t.start_pos, t.end_pos, t.line, t.column)
              for t in tree.scan_values(lambda v: isinstance(v, Token))]
    rules = [(str(t.data), t.meta.start_pos, t.meta.end_pos) for t in tree.iter_subtrees()
             if not t.meta.empty]
    return tree, tokens, rules


@pytest.mark.parametrize("damage", [b"", b"not a pickle", b"\x80\x05corrupt"])
def test_corrupt_cache_file_is_ignored_and_rewritten(cache_home, damage):
    texts = effect_texts() + BROKEN
    expected = outcomes(texts)
    [written] = cache_files(cache_home)
    good = written.read_bytes()
    damage = damage or good[: len(good) // 2]  # "" stands for a truncated file
    written.write_bytes(damage)
    assert outcomes(texts) == expected
    assert cache_files(cache_home) == [written]
    assert written.read_bytes() != damage  # rewritten, and whole again:
    reloaded = Lark.load(io.BytesIO(cache.read_signed(written)))
    assert [shape(reloaded.parse(t)) for t in effect_texts()] == \
        [shape(effect_parser().parse(t)) for t in effect_texts()]
    assert outcomes(texts) == expected
    assert not list(cache_home.glob("*.tmp"))  # no temporary file left behind


def test_key_changes_with_grammar_and_versions(monkeypatch):
    options = {"parser": "lalr", "start": "effect_text"}
    key = cache.cache_key("start: 'a'", options)
    assert cache.cache_key("start: 'a'", dict(options)) == key
    assert cache.cache_key("start: 'b'", options) != key
    assert cache.cache_key("start: 'a'", {**options, "start": "other"}) != key
    monkeypatch.setattr(cache, "lark_version", "0.0.0")
    assert cache.cache_key("start: 'a'", options) != key
    monkeypatch.undo()
    monkeypatch.setattr(cache, "cardsmith_version", "0.0.0")
    assert cache.cache_key("start: 'a'", options) != key


# An unwritable cache folder is covered by the folder-that-is-a-file test below, which
# also holds when the tests run as root (who ignores permission bits).
def test_cache_folder_that_is_a_file_falls_back_to_building(cache_home):
    cache_home.write_text("in the way")  # works even as root, unlike permissions
    texts = effect_texts()
    assert all(not isinstance(o, EffectSyntaxError) for o in outcomes(texts))
    assert cache_home.read_text() == "in the way"


def test_cache_folder_follows_xdg(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert cache.cache_folder() == tmp_path / "cardsmith"
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/path")  # ignored, as the spec says
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert cache.cache_folder() == tmp_path / "home" / ".cache" / "cardsmith"


class _Planted:
    """A pickle that makes a folder when it is loaded: proof that loading ran code."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):
        return os.mkdir, (str(self.marker),)


def _signed_by_another_key(path: Path, payload: bytes, tmp_path: Path) -> bytes:
    elsewhere = tmp_path / "elsewhere" / path.name
    cache.write_signed(elsewhere, payload)
    return elsewhere.read_bytes()


@pytest.mark.parametrize("forgery", ["bare pickle", "other key", "bad signature"])
def test_a_planted_pickle_is_not_loaded(cache_home, tmp_path, forgery):
    texts = effect_texts()
    expected = outcomes(texts)
    [written] = cache_files(cache_home)
    marker = tmp_path / "ran"
    planted = pickle.dumps(_Planted(marker))
    if forgery == "bare pickle":
        written.write_bytes(planted)
    elif forgery == "other key":
        written.write_bytes(_signed_by_another_key(written, planted, tmp_path))
    else:  # the right header, a signature of the right length that is not the right one
        good = written.read_bytes()
        header = good[:good.index(b"\n") + 1]
        written.write_bytes(header + bytes(32) + planted)
    assert outcomes(texts) == expected
    assert not marker.exists()
    assert cache.read_signed(written) is not None  # rewritten, signed with the user's key
    assert (cache_home / cache.KEY_FILE).stat().st_mode & 0o777 == 0o600


def test_a_planted_catalog_pickle_is_not_loaded(cache_home, tmp_path):
    from cardsmith.grammar import i18n_catalog

    source = "hello = Hello\n"
    assert i18n_catalog._cached_resource("en", source) is not None  # parsed, saved signed
    path = i18n_catalog._resource_path("en", source)
    marker = tmp_path / "ran"
    path.write_bytes(pickle.dumps(_Planted(marker)))
    resource = i18n_catalog._cached_resource("en", source)
    assert not marker.exists()
    assert [m.id.name for m in resource.body] == ["hello"]


def test_a_key_file_others_may_read_turns_the_cache_off(cache_home):
    outcomes(effect_texts())  # makes the key and the cache file
    [written] = cache_files(cache_home)
    key = cache_home / cache.KEY_FILE
    key.chmod(0o644)
    cache._existing_key.cache_clear()
    written.unlink()
    texts = effect_texts()
    assert all(not isinstance(o, EffectSyntaxError) for o in outcomes(texts))
    assert cache_files(cache_home) == []  # nothing signed with a key others may know
    assert cache.read_signed(written) is None
