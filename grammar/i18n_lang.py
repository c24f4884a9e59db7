"""What the text generator knows about each language, beside its Fluent catalog.

The catalogs (grammar/phrases/<lang>.ftl) hold every word and every grammatical choice
of the card text. This module holds the little that is not a phrase: which locale gives a
language its CLDR plural rules, which grammatical cases a *name* from content has its own
forms for (Polish and Turkish decline names; Italian and Portuguese put a preposition in
front), how to change letter case (Turkish i/İ and ı/I), and Turkish vowel harmony for
suffixes after names that content gives no form for.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path

SOURCE_LANGUAGE = "en"


def catalog_path(lang: str) -> Path:
    """grammar/phrases/<lang>.ftl (here, not in i18n_catalog, so that naming or hashing a
    catalog does not import Fluent)."""
    return Path(str(files("cardsmith.grammar").joinpath("phrases", f"{lang}.ftl")))


@dataclass(frozen=True)
class Language:
    code: str  # as in grammar/phrases/<code>.ftl and in content's `translations:`
    english_name: str
    # catalog case -> the key of a name's form in content (`genitive: Robin Hooda`)
    name_cases: dict[str, str] = field(default_factory=dict)
    # the translation of a fighter must say its grammatical gender (m, f, n)
    gendered: bool = False
    # names may take a definite article (`article: il`, `article: o`)
    articles: tuple[str, ...] = ()
    # words of this language that are spelt like English words of the grammar
    own_words: frozenset[str] = frozenset()
    # an apostrophe ends elided words ("dell'", "un'"), not only names
    elides: bool = False
    # catalog mood -> the key of a verb's form in content (a hero's named effects: `verb_
    # infinitive: lanciare`); the form a card says to the player (`verb`) otherwise
    verb_forms: dict[str, str] = field(default_factory=dict)

    @property
    def babel_locale(self) -> str:
        return self.code.replace("-", "_")


_PL_CASES = {"gen": "genitive", "dat": "dative", "acc": "accusative", "inst": "instrumental",
             "loc": "locative"}
_TR_CASES = {"gen": "genitive", "acc": "accusative", "dat": "dative", "loc": "locative",
             "abl": "ablative"}
_INFINITIVE = {"inf": "verb_infinitive", "infself": "verb_infinitive"}

LANGUAGES: dict[str, Language] = {
    "en": Language("en", "English"),
    "it": Language("it", "Italian", gendered=True,
                   articles=("il", "lo", "l", "la", "i", "gli", "le"),  # "l": l'
                   own_words=frozenset({"a", "in", "con", "ai", "da", "di", "su", "per",
                                        "versatile", "area", "immune", "statue",
                                        "standard",
                                        "zone"}),  # "zone": the plural of zona (issue 10)
                   elides=True, verb_forms=_INFINITIVE),
    "pl": Language("pl", "Polish", name_cases=_PL_CASES, gendered=True,
                   own_words=frozenset({"a", "do", "i", "o", "on", "to", "z", "w", "we",
                                        "symbol"}),  # in the catalogue's grammar (issue 10)
                   verb_forms=_INFINITIVE),
    "pt-BR": Language("pt-BR", "Brazilian Portuguese", gendered=True,
                      articles=("o", "a", "os", "as"),
                      own_words=frozenset({"a", "o", "do", "no", "as", "os", "em", "de", "se",
                                          "ignore", "move", "face", "for",
                                          # the catalogue's grammar (issue 10) has these too
                                          "cause", "defender",
                                          "resolve"}),  # "ele resolve": it resolves
                      verb_forms=_INFINITIVE),
    "tr": Language("tr", "Turkish", name_cases=_TR_CASES,
                   own_words=frozenset({"bu", "can", "her", "o", "on"}),
                   verb_forms={"may2": "verb_you_may", "may3": "verb_they_may"}),
}

TRANSLATED = tuple(code for code in LANGUAGES if code != SOURCE_LANGUAGE)


# ---------------------------------------------------------------- letter case


def upper(text: str, lang: str) -> str:
    """Upper case as the language writes it: Turkish i -> İ and ı -> I."""
    if lang == "tr":
        text = text.replace("i", "İ").replace("ı", "I")
    return text.upper()


def capitalise(text: str, lang: str) -> str:
    """The first letter in upper case, the rest unchanged ("ıskarta" -> "Iskarta" in tr).
    Signs before it (a card symbol) are skipped; a text that starts with a digit stays."""
    for index, char in enumerate(text):
        if char.isalnum():
            return text[:index] + upper(char, lang) + text[index + 1:]
    return text


# ---------------------------------------------------------------- Turkish suffixes

_BACK = "aıou"
_FRONT = "eiöü"
_VOWELS = _BACK + _FRONT + "âîû"
_VOICELESS = "fstkçşhp"
# case -> (after a consonant, after a vowel); "A" is a/e, "I" is ı/i/u/ü, "D" is d/t.
_TR_SUFFIXES = {
    "genitive": ("In", "nIn"),
    "accusative": ("I", "yI"),
    "dative": ("A", "yA"),
    "locative": ("DA", "DA"),
    "ablative": ("DAn", "DAn"),
}


def _last_vowel(word: str) -> str:
    for char in reversed(word.lower()):
        if char in _VOWELS:
            return {"â": "a", "î": "i", "û": "u"}.get(char, char)
    return "e"


def _harmonise(suffix: str, vowel: str, final: str) -> str:
    two = "a" if vowel in _BACK else "e"
    four = {"a": "ı", "ı": "ı", "o": "u", "u": "u", "e": "i", "i": "i", "ö": "ü", "ü": "ü"}[vowel]
    out = []
    for char in suffix:
        if char == "A":
            out.append(two)
            vowel = two
        elif char == "I":
            out.append(four)
            vowel = four
        elif char == "D":
            out.append("t" if final in _VOICELESS else "d")
        else:
            out.append(char)
    return "".join(out)


def turkish_suffixed(name: str, case: str, plural: bool = False, sound: str = "") -> str:
    """A proper name with a case suffix after an apostrophe, by vowel harmony: "Robin Hood"
    genitive -> "Robin Hood'un", "Bigfoot" locative -> "Bigfoot'ta".

    The suffix follows the name's sound: `sound` is the name as a Turkish reader would spell
    what is said ("Holmes" is said "Houms": Holmes'a, Holmes'ta; "Mr. Hyde" is "Mistır
    Hayd": Mr. Hyde'a). Without it the spelling stands for the sound, which is only a guess
    for a foreign name ("Holmes'e").
    """
    said = sound or name
    stem, vowel, final = name, _last_vowel(said), said[-1:].lower()
    suffix = ""
    if plural:
        suffix = _harmonise("lAr", vowel, final)
        vowel, final = suffix[1], "r"
    if case in _TR_SUFFIXES:
        after_consonant, after_vowel = _TR_SUFFIXES[case]
        pattern = after_vowel if final in _VOWELS else after_consonant
        suffix += _harmonise(pattern, vowel, final)
    return f"{stem}'{suffix}" if suffix else stem
