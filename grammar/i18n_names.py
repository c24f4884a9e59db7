"""Names from content in every language: heroes, fighters, cards, boards, boxes, and their forms.

Content gives, next to each English name, its translations (see the `translations` fields
of schemas/hero.schema.json, board.schema.json and box.schema.json, and docs/translating.md):

    fighters:
      - name: Outlaw
        plural: Outlaws
        translations:
          it: {name: Fuorilegge, plural: Fuorilegge, gender: m}
          pl: {name: Banita, plural: Banici, gender: m, genitive: Banity, ...}

and the glossary of each language (grammar/i18n_glossary.py) gives the names every deck
shares (Feint, Rage). Both travel in the compiled bundle, and `NameTable.from_bundle`
reads them from there: the text, the rules summary, the status and the game logs print
the names of bundles, never of YAML.

`NameTable` answers "how is this name written in this language, in this case and number"
for the renderer, and remembers what it could not answer well: a name with no translation
(the English name is used) and a form a sentence needed that the translation lacks. The
compiler and `cardsmith i18n status` report those where the name stands (`NameEntry.origin`
and `location`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

from .i18n_glossary import Glossary
from .i18n_lang import LANGUAGES, SOURCE_LANGUAGE, turkish_suffixed
from .spellings import fighter_spellings, spelling_key, token_spellings

JsonPath = tuple[str | int, ...]

_VOWELS = "aeiou"
_IMPURE = ("gn", "pn", "ps", "x", "y", "z")


def initial_class(word: str) -> str:
    """How a word begins, for articles: 'vowel' (English an, Italian l'), 'impure' (Italian
    lo, gli: s + consonant, z, gn, pn, ps, x, y) or 'consonant'."""
    lower = word.lower()
    if lower[:1] and lower[0] in _VOWELS:
        return "vowel"
    if lower.startswith(_IMPURE) or (lower[:1] == "s" and lower[1:2].isalpha()
                                     and lower[1:2] not in _VOWELS):
        return "impure"
    return "consonant"


@dataclass(frozen=True)
class Origin:
    """The document a name and its translations stand in: a hero, board, box or glossary
    file, by its id (a glossary's id is its language)."""

    kind: str  # "hero", "champion", "board", "box" or "glossary"
    id: str


@dataclass
class NameEntry:
    """One name of the content: a hero's (its deck), a fighter's, a form's, a resource's, a
    token's, a discard pile marker's, a card's, a board's or a box's."""

    kind: str  # "hero", "fighter", "form", "resource", "token", "sub-deck", "trait", "marker",
    # "card", "action-card" (a Super Fantasy Brawl champion's), "board", "box", "remark"
    # (reminder text in parentheses, "(This includes opposing fighters.)", looked up as
    # written), "form word" (what changes the forms: "size"), and a hero's named effects:
    # "effect-word" ("spell"), "effect-verb" ("cast"), "named-effect" (its name)
    english: str  # as the content writes it in English ("The Jackalope")
    path: JsonPath  # where the English name stands in its document
    translations: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    plural: str | None = None  # the English plural ("Outlaws")
    fallback: "NameEntry | None" = None  # a hero's deck name falls back on its hero fighter
    forms: tuple[str, ...] = ()  # other English spellings (a champion's short names)
    origin: Origin = Origin("hero", "")
    translations_path: JsonPath | None = None  # default: beside the English name
    glossary: Glossary | None = None

    @property
    def field_name(self) -> str:
        if self.kind == VERB:  # beside its word's name, in the same translation
            return "verb"
        return _FIELD_NAMES.get(self.kind, "name")

    def expected(self, lang: str) -> str:
        """Where a translation into `lang` goes, as a diagnostic's hint says it."""
        if self.kind == "remark":
            return (f"expected remarks: [{{text: '{self.english}', translations: "
                    f"{{{lang}: {{text: ...}}}}}}]")
        if self.kind == "form word":
            return (f"expected forms: {{word: {self.english}, word_translations: "
                    f"{{{lang}: {{name: ...}}}}}}")
        return f"expected translations: {{{lang}: {{{self.field_name}: ...}}}}"

    def spellings(self) -> frozenset[str]:
        """The English spellings effect text may use (grammar/spellings.py)."""
        if self.kind == "remark":
            return frozenset({spelling_key(self.english)})
        if self.kind == "token" and self.plural:  # "trap token", "traps"
            return token_spellings(self.english, self.plural)
        return fighter_spellings(self.english, self.plural, self.forms)

    def own(self, lang: str) -> Mapping[str, Any] | None:
        """The translation the name's own file gives, if any."""
        data = self.translations.get(lang)
        return data if data and data.get(self.field_name) else None

    def translation(self, lang: str) -> Mapping[str, Any] | None:
        """The translation printed: the file's own, its fallback's, or the glossary's."""
        data = self.own(lang)
        if data is None and self.fallback is not None:
            data = self.fallback.translation(lang)
        if data is None and self.glossary is not None:
            hit = self.glossary.lookup(lang, self.kind, self.english)
            data = hit.data if hit else None
        return data

    def location(self, lang: str) -> tuple[Origin, JsonPath]:
        """Where the translation into `lang` stands; where the English name stands when the
        name has none (that is where a translation would go)."""
        base = self.translations_path or self.path[:-1] + ("translations",)
        if self.own(lang) is not None:
            return self.origin, base + (lang, self.field_name)
        if self.fallback is not None and self.fallback.translation(lang) is not None:
            return self.fallback.location(lang)
        hit = self.glossary.lookup(lang, self.kind, self.english) if self.glossary else None
        if hit is not None:
            return Origin("glossary", lang), hit.path
        return self.origin, self.path

    def source(self, lang: str) -> str | None:
        """"official" (the official edition's name), "project" (the project's own) or None
        (not translated)."""
        data = self.translation(lang)
        return None if data is None else data.get("source", "project")

    def kept(self, lang: str) -> bool:
        """Whether the language prints this name in English, as its translation says."""
        data = self.translation(lang)
        return data is not None and data[self.field_name] == self.english


@dataclass(frozen=True)
class NameIssue:
    lang: str
    entry: NameEntry = field(compare=False, hash=False)
    english: str
    problem: str  # "untranslated", "missing" (a form), "derived" (a Turkish form guessed)
    form: str = ""  # the form's key: "genitive", "plural_dative", "gender", "plural"
    origin: Origin = Origin("hero", "")

    def describe(self) -> str:
        language = LANGUAGES[self.lang].english_name
        if self.problem == "untranslated":
            return (f"{self.entry.kind} '{self.english}' has no {language} "
                    f"{self.entry.field_name}; the English one is used")
        if self.problem == "missing":
            return (f"{self.entry.kind} '{self.english}' needs its {language} "
                    f"form '{self.form}', which its translation does not give")
        return (f"{self.entry.kind} '{self.english}': {language} form '{self.form}' "
                f"is guessed from the spelling")


@dataclass(frozen=True)
class Name:
    """A name as one sentence needs it."""

    text: str
    gender: str = "m"
    article: str = "none"
    initial: str = "consonant"


_LOOKED_UP_BY_TITLE = ("card", "action-card", "hero", "box")
VERB = "effect-verb"
_FIELD_NAMES = {"card": "title", "action-card": "title", "remark": "text"}


class NameTable:
    """The names of one hero (or of several, with boards and boxes), looked up by their
    English spelling."""

    def __init__(self, entries: Iterable[NameEntry] = ()) -> None:
        self.entries = list(entries)
        self._by_spelling: dict[str, NameEntry] = {}
        for entry in self.entries:
            if entry.kind not in _LOOKED_UP_BY_TITLE:
                for spelling in entry.spellings():
                    self._by_spelling.setdefault(spelling, entry)
        self.issues: set[NameIssue] = set()

    # ------------------------------------------------------------ building

    @classmethod
    def from_bundle(cls, bundle: Mapping[str, Any], hero_id: str | None = None) -> "NameTable":
        """The names of a compiled bundle (compiler/bundle.py) in every language: its heroes'
        (all, or only `hero_id`'s) decks, fighters, forms, resources, tokens, markers and
        cards, its boards and its box, with the bundle's glossary behind them."""
        glossary = Glossary(dict(bundle.get("glossary") or {}))
        entries: list[NameEntry] = []
        for hero in bundle.get("heroes", []):
            if hero_id is None or hero["id"] == hero_id:
                entries += cls.from_hero_data(hero, glossary, hero["id"]).entries
        for champion in bundle.get("champions", []):
            if hero_id is None or champion["id"] == hero_id:
                entries += cls.from_champion_data(champion, glossary).entries
        for board in bundle.get("boards", []):
            entries.append(NameEntry("board", board["name"], ("name",),
                                     board.get("translations") or {},
                                     origin=Origin("board", board["id"]), glossary=glossary))
        box = bundle.get("box") or {}
        if box.get("name"):
            entries.append(NameEntry("box", box["name"], ("name",), box.get("translations") or {},
                                     origin=Origin("box", box["id"])))
        return cls(entries)

    @classmethod
    def from_bundles(cls, bundles: Iterable[Mapping[str, Any]],
                     hero_ids: Iterable[str] | None = None) -> "NameTable":
        """The names of several bundles in one table (the heroes of a game may come from two
        boxes): every hero's and champion's, or only those of `hero_ids`, with all the
        boards and boxes."""
        wanted = None if hero_ids is None else set(hero_ids)
        entries: list[NameEntry] = []
        for bundle in bundles:
            table = cls.from_bundle(bundle)
            entries += [e for e in table.entries if wanted is None
                        or e.origin.kind not in ("hero", "champion") or e.origin.id in wanted]
        return cls(entries)

    @classmethod
    def from_hero_data(cls, data: Mapping[str, Any], glossary: Glossary | None = None,
                       hero_id: str = "", *, cards: Iterable[int] | None = None) -> "NameTable":
        """The names of a hero: its validated YAML data, or the hero of a bundle, which
        keeps the same fields in the same places. `cards`: the indexes of the cards to take
        (None: all); a salvaged hero's cards that break the schema are left out."""
        origin = Origin("hero", hero_id)
        taken = None if cards is None else set(cards)

        def entry(kind: str, english: str, path: JsonPath, translations: Any = None,
                  plural: str | None = None, **more: Any) -> NameEntry:
            return NameEntry(kind, english, path, dict(translations or {}), plural,
                             origin=origin, glossary=glossary, **more)

        fighters = [entry("fighter", f["name"], ("fighters", i, "name"), f.get("translations"),
                          f.get("plural")) for i, f in enumerate(data.get("fighters", []))]
        hero_fighter = next((e for e in fighters if e.english == data.get("name")), None)
        entries = [entry("hero", data.get("name", ""), ("name",), data.get("translations"),
                         fallback=hero_fighter), *fighters]
        forms = data.get("forms") or {}
        for index, form in enumerate(forms.get("names", [])):
            entries.append(entry("form", form, ("forms", "names", index),
                                 (forms.get("translations") or {}).get(form),
                                 translations_path=("forms", "translations", form)))
        if forms.get("word"):  # "Change size."
            entries.append(entry("form word", forms["word"], ("forms", "word"),
                                 forms.get("word_translations"),
                                 translations_path=("forms", "word_translations")))
        for kind, key in (("resource", "resources"), ("token", "tokens"),
                          ("sub-deck", "sub_decks"), ("trait", "traits")):
            for index, item in enumerate(data.get(key) or []):
                entries.append(entry(kind, item["name"], (key, index, "name"),
                                     item.get("translations"), item.get("plural")))
        for index, remark in enumerate(data.get("remarks") or []):
            path = tuple(remark.get("path") or ("remarks", index, "text"))  # a bundle's: where
            entries.append(entry("remark", remark["text"], path, remark.get("translations"),
                                 translations_path=path[:2] + ("translations",)))
        entries += cls._named_effects(data, entry)
        marker = data.get("discard_pile_marker")
        if marker:
            entries.append(entry("marker", marker["name"], ("discard_pile_marker", "name"),
                                 marker.get("translations")))
        for index, card in enumerate(data.get("cards", [])):
            if taken is not None and index not in taken:
                continue
            entries.append(entry("card", card["title"], ("cards", index, "title"),
                                 card.get("translations")))
        return cls(entries)

    @staticmethod
    def _named_effects(data: Mapping[str, Any], entry: Any) -> list[NameEntry]:
        """A hero's named effects: each kind's word and verb (whose translations are given
        together), and each effect's name."""
        found = []
        for index, kind in enumerate(data.get("named_effects") or []):
            path = ("named_effects", index)
            plural = kind.get("plural") or kind["name"] + "s"
            found.append(entry("effect-word", kind["name"], path + ("name",),
                               kind.get("translations"), plural))
            found.append(entry(VERB, kind["verb"], path + ("verb",), kind.get("translations"),
                               translations_path=path + ("translations",)))
            found += [entry("named-effect", named["name"], path + ("effects", at, "name"),
                            named.get("translations"))
                      for at, named in enumerate(kind.get("effects") or [])]
        return found

    @classmethod
    def from_champion_data(cls, data: Mapping[str, Any],
                           glossary: Glossary | None = None) -> "NameTable":
        """The names of a Super Fantasy Brawl champion of a bundle: the champion (a fighter,
        as card text names it, by its name or a short name) and its action cards."""
        origin = Origin("champion", data["id"])
        entries = [NameEntry("fighter", data["name"], ("name",),
                             dict(data.get("translations") or {}),
                             forms=tuple(data.get("short_names") or ()), origin=origin,
                             glossary=glossary)]
        entries += [NameEntry("action-card", card["title"], ("cards", index, "title"),
                              dict(card.get("translations") or {}), origin=origin,
                              glossary=glossary)
                    for index, card in enumerate(data.get("cards", []))]
        return cls(entries)

    def merged(self, other: "NameTable") -> "NameTable":
        return NameTable(self.entries + other.entries)

    # ------------------------------------------------------------ finding names

    def entry(self, written: str) -> NameEntry | None:
        """A fighter, form, resource, token, marker or board by a spelling text uses."""
        return self._by_spelling.get(spelling_key(written))

    def card_entry(self, title: str) -> NameEntry | None:
        return self._first("card", title)

    def hero_entry(self, name: str) -> NameEntry | None:
        return self._first("hero", name)

    def lookup(self, kind: str, english: str) -> NameEntry | None:
        """The entry of a name of this kind: a card, hero or box by its English title, any
        other name by a spelling text uses."""
        if kind in _LOOKED_UP_BY_TITLE:
            return self._first(kind, english)
        return self.entry(english)

    def _first(self, kind: str, english: str) -> NameEntry | None:
        return next((e for e in self.entries if e.kind == kind and e.english == english), None)

    # ------------------------------------------------------------ lookups

    def printed(self, lang: str, kind: str, english: str) -> str:
        """The printed name of a card, hero, fighter, board, box ... in `lang`."""
        return self.title(lang, self.lookup(kind, english), english)

    def title(self, lang: str, entry: NameEntry | None, english: str) -> str:
        """The printed name of an entry: its translation or the English one."""
        if lang == SOURCE_LANGUAGE or entry is None:
            return english
        data = entry.translation(lang)
        if data is None:
            self._note(lang, entry, "untranslated")
            return english
        return data[entry.field_name]

    def name(self, lang: str, written: str, case: str = "nom", number: str = "sg") -> Name:
        """A name written as `written` in effect text, in a case and number."""
        entry = self.entry(written)
        language = LANGUAGES[lang]
        if entry is not None and entry.kind == VERB:
            return self._verb(lang, entry, case)
        data = entry.translation(lang) if entry is not None else None
        if lang == SOURCE_LANGUAGE or data is None:
            if entry is not None and lang != SOURCE_LANGUAGE:
                self._note(lang, entry, "untranslated")
            text = written
            if lang == "tr" and case in language.name_cases:  # a guess beats no suffix
                text = turkish_suffixed(written, language.name_cases[case], number == "pl")
            return Name(text, initial=initial_class(written))
        if entry.kind == "remark":  # a sentence of its own: no case, number or gender
            return Name(data["text"])
        text = self._form(lang, entry, data, case, number)
        gender = data.get("gender")
        if gender is None:
            gender = "m"
            if language.gendered and entry.kind != "trait":  # an adjective has none of its own
                self._note(lang, entry, "missing", "gender")
        return Name(text, gender, data.get("article", "none"), initial_class(data["name"]))

    def _verb(self, lang: str, entry: NameEntry, mood: str) -> Name:
        """A named effect's verb in the mood a sentence asks for (Language.verb_forms): the
        form said to the player, or the one its translation gives for that mood."""
        data = entry.translation(lang) if lang != SOURCE_LANGUAGE else None
        if data is None:
            if lang != SOURCE_LANGUAGE:
                self._note(lang, entry, "untranslated")
            return Name(entry.english)
        key = LANGUAGES[lang].verb_forms.get(mood)
        if key is None:
            return Name(data["verb"])
        if key not in data:
            self._note(lang, entry, "missing", key)
        return Name(data.get(key, data["verb"]))

    def _form(self, lang: str, entry: NameEntry, data: Mapping[str, Any], case: str,
              number: str) -> str:
        language = LANGUAGES[lang]
        plural = number == "pl"
        base = data["name"]
        if plural:
            base = data.get("plural") or self._guess(lang, entry, data, "plural", plural=True)
        key = language.name_cases.get(case)
        if key is None:
            return base
        key = f"plural_{key}" if plural else key
        if key in data:
            return data[key]
        return self._guess(lang, entry, data, key, plural, language.name_cases[case])

    def _guess(self, lang: str, entry: NameEntry, data: Mapping[str, Any], key: str,
               plural: bool, case: str = "") -> str:
        """A form the translation does not give. Turkish makes it by vowel harmony, after the
        name's sound when the translation says how it is said (`pronounced`), else after
        its spelling (a guess, reported); other languages print the nominative (reported)."""
        if lang == "tr":
            if not data.get("pronounced"):
                self._note(lang, entry, "derived", key)
            return turkish_suffixed(data["name"], case, plural, data.get("pronounced", ""))
        self._note(lang, entry, "missing", key)
        return data.get("plural", data["name"]) if plural else data["name"]

    def _note(self, lang: str, entry: NameEntry, problem: str, form: str = "") -> None:
        self.issues.add(NameIssue(lang, entry, entry.english, problem, form, entry.origin))

    def untranslated(self, lang: str) -> list[NameEntry]:
        """Every name with no translation in `lang`, whether a text uses it or not."""
        if lang == SOURCE_LANGUAGE:
            return []
        return [entry for entry in self.entries if entry.translation(lang) is None]
