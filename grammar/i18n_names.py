"""Names from content in every language: heroes, fighters and cards, and their forms.

A hero file may give, next to each English name, its translations (see the `translations`
fields of schemas/hero.schema.json and docs/language.md, section 16):

    fighters:
      - name: Outlaw
        plural: Outlaws
        translations:
          it: {name: Fuorilegge, plural: Fuorilegge, gender: m}
          pl: {name: Banita, plural: Banici, gender: m, genitive: Banity, ...}

`NameTable` answers "how is this name written in this language, in this case and number"
for the renderer, and remembers what it could not answer well: a name with no translation
(the English name is used) and a form a sentence needed that the translation lacks. The
compiler turns those into diagnostics at the line and column of the name.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from .i18n_lang import LANGUAGES, SOURCE_LANGUAGE, turkish_suffixed

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


@dataclass
class NameEntry:
    """One name of the content: a hero's, a fighter's or a card's."""

    kind: str  # "hero", "fighter", "resource", "token" or "card"
    english: str  # as the content writes it in English ("The Jackalope")
    path: JsonPath  # where the English name stands in its document
    translations: dict[str, dict[str, Any]] = field(default_factory=dict)
    plural: str | None = None  # the English plural ("Outlaws")
    fallback: "NameEntry | None" = None  # a hero's deck name falls back on its hero fighter

    @property
    def field_name(self) -> str:
        return "title" if self.kind == "card" else "name"

    def spellings(self) -> set[str]:
        """The English spellings effect text may use, case-folded, with and without "the"."""
        names = {self.english, self.plural or ""}
        for name in list(names):
            if name.lower().startswith("the "):
                names.add(name[4:])
        return {name.casefold() for name in names if name}

    def translation(self, lang: str) -> dict[str, Any] | None:
        data = self.translations.get(lang)
        if data and data.get(self.field_name):
            return data
        if self.fallback is not None:
            return self.fallback.translation(lang)
        return None

    def translation_path(self, lang: str) -> JsonPath:
        if lang in self.translations or self.fallback is None:
            return self.path[:-1] + ("translations", lang, self.field_name)
        return self.fallback.translation_path(lang)


@dataclass(frozen=True)
class NameIssue:
    lang: str
    entry: NameEntry = field(compare=False, hash=False)
    english: str
    problem: str  # "untranslated", "missing" (a form), "derived" (a Turkish form guessed)
    form: str = ""  # the form's key: "genitive", "plural_dative", "gender", "plural"

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


class NameTable:
    """The names of one hero (or of several), looked up by their English spelling."""

    def __init__(self, entries: Iterable[NameEntry] = ()) -> None:
        self.entries = list(entries)
        self._by_spelling: dict[str, NameEntry] = {}
        for entry in self.entries:
            if entry.kind not in ("card", "hero"):
                for spelling in entry.spellings():
                    self._by_spelling.setdefault(spelling, entry)
        self.issues: set[NameIssue] = set()

    @classmethod
    def from_hero_data(cls, data: dict[str, Any]) -> "NameTable":
        """The names of a hero document (its YAML data, as validated)."""
        entries = []
        fighters = []
        for index, fighter in enumerate(data.get("fighters", [])):
            entry = NameEntry("fighter", fighter["name"], ("fighters", index, "name"),
                              dict(fighter.get("translations", {})), fighter.get("plural"))
            fighters.append((fighter, entry))
        hero_fighter = next((e for f, e in fighters if e.english == data.get("name")), None)
        entries.append(NameEntry("hero", data.get("name", ""), ("name",),
                                 dict(data.get("translations", {})), fallback=hero_fighter))
        entries.extend(entry for _, entry in fighters)
        for kind, key in (("resource", "resources"), ("token", "tokens")):
            for index, item in enumerate(data.get(key, [])):
                entries.append(NameEntry(kind, item["name"], (key, index, "name"),
                                         dict(item.get("translations", {})), item.get("plural")))
        for index, card in enumerate(data.get("cards", [])):
            entries.append(NameEntry("card", card["title"], ("cards", index, "title"),
                                     dict(card.get("translations", {}))))
        return cls(entries)

    def merged(self, other: "NameTable") -> "NameTable":
        return NameTable(self.entries + other.entries)

    def entry(self, written: str) -> NameEntry | None:
        return self._by_spelling.get(written.casefold())

    def card_entry(self, title: str) -> NameEntry | None:
        return self._first("card", title)

    def hero_entry(self, name: str) -> NameEntry | None:
        return self._first("hero", name)

    def _first(self, kind: str, english: str) -> NameEntry | None:
        return next((e for e in self.entries if e.kind == kind and e.english == english), None)

    # ------------------------------------------------------------ lookups

    def title(self, lang: str, entry: NameEntry | None, english: str) -> str:
        """The printed name of a hero, fighter or card: its translation or the English one."""
        if lang == SOURCE_LANGUAGE or entry is None:
            return english
        data = entry.translation(lang)
        if data is None:
            self._note(lang, entry, "untranslated")
            return english
        return data[entry.field_name]

    def name(self, lang: str, written: str, case: str = "nom", number: str = "sg") -> Name:
        """A fighter's name written as `written` in effect text, in a case and number."""
        entry = self.entry(written)
        language = LANGUAGES[lang]
        data = entry.translation(lang) if entry is not None else None
        if lang == SOURCE_LANGUAGE or data is None:
            if entry is not None and lang != SOURCE_LANGUAGE:
                self._note(lang, entry, "untranslated")
            text = written
            if lang == "tr" and case in language.name_cases:  # a guess beats no suffix
                text = turkish_suffixed(written, language.name_cases[case], number == "pl")
            return Name(text, initial=initial_class(written))
        text = self._form(lang, entry, data, case, number)
        gender = data.get("gender")
        if gender is None:
            gender = "m"
            if language.gendered:
                self._note(lang, entry, "missing", "gender")
        return Name(text, gender, data.get("article", "none"), initial_class(data["name"]))

    def _form(self, lang: str, entry: NameEntry, data: dict[str, Any], case: str,
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

    def _guess(self, lang: str, entry: NameEntry, data: dict[str, Any], key: str,
               plural: bool, case: str = "") -> str:
        if lang == "tr":
            self._note(lang, entry, "derived", key)
            return turkish_suffixed(data["name"], case, plural)
        self._note(lang, entry, "missing", key)
        return data.get("plural", data["name"]) if plural else data["name"]

    def _note(self, lang: str, entry: NameEntry, problem: str, form: str = "") -> None:
        self.issues.add(NameIssue(lang, entry, entry.english, problem, form))

    def untranslated(self, lang: str) -> list[NameEntry]:
        """Every name with no translation in `lang`, whether a text uses it or not."""
        if lang == SOURCE_LANGUAGE:
            return []
        return [entry for entry in self.entries if entry.translation(lang) is None]
