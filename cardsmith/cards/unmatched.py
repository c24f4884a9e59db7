"""The Unmatched card faces at poker size (63 x 88 mm): deck cards, the card back and the
character card, each one `Scene`.

A deck card shows, from the top: the card type's badge with the value and the type's icon,
the title and the type's name, the card's symbols (Little Red's items) in discs, who may
use it, the text with each timing header in bold in the deck's colour, and at the bottom
the BOOST value, the deck's name and the number of copies. The whole card is in the deck's
colour (the hero file's `color`); the text panel is a light parchment.
"""

from __future__ import annotations

from typing import Any

from cardsmith.compiler.diagnostics import Diagnostic, Severity
from cardsmith.compiler.model import DEFAULT_DECK_COLOR

from . import hero_text as ht
from .faces import CardSide, DeckFaces, DeckRequest
from .fonts import Face, missing_characters
from .icons import Icon, icon
from .scene import MM, BLACK, WHITE, Circle, Color, Group, Item, Line, Rect, Scene
from .textfit import Align, Box, Span, TextStyle, line_of, set_text, text_width

WIDTH, HEIGHT = 63.0, 88.0  # mm, the trim size
PARCHMENT = Color.from_hex("#f8f4ea")
TEXT = Color.from_hex("#1d1b18")
MUTED = Color.from_hex("#5f5a52")
TYPE_COLORS = {
    "attack": Color.from_hex("#b3261e"),
    "defense": Color.from_hex("#1f5fa8"),
    "versatile": Color.from_hex("#6b3fa0"),
    "scheme": Color.from_hex("#b87800"),
}
TYPE_ICONS = {"attack": Icon.ATTACK, "defense": Icon.DEFENSE, "versatile": Icon.VERSATILE,
              "scheme": Icon.SCHEME}
ATTACK_ICONS = {"melee": Icon.MELEE, "ranged": Icon.RANGED}

CARD_TEXT = TextStyle(size=9.5, min_size=6.0, middle=True)
ABILITY_TEXT = TextStyle(size=8.0, min_size=5.5, paragraph_gap=0.35)
TITLE = TextStyle(size=10.5, min_size=6.5, leading=1.1, max_lines=2, middle=True)
BACK_TITLE = TextStyle(size=17, min_size=9, leading=1.1, max_lines=3, align=Align.CENTER,
                       middle=True)
HERO_TITLE = TextStyle(size=12, min_size=7, leading=1.1, max_lines=2, align=Align.CENTER,
                       middle=True)


def mm(value: float) -> float:
    return value * MM


def _box(x: float, y: float, width: float, height: float) -> Box:
    return Box(mm(x), mm(y), mm(width), mm(height))


def readable(color: Color, background: Color) -> Color:
    """`color` darkened until it reads as text on `background` (contrast 4.5:1, WCAG)."""
    def contrast(a: Color, b: Color) -> float:
        light, dark = sorted((a.luminance, b.luminance), reverse=True)
        return (light + 0.05) / (dark + 0.05)
    shade = color
    for step in range(1, 11):
        if contrast(shade, background) >= 4.5:
            break
        shade = color.mix(BLACK, step / 10)
    return shade


class UnmatchedLayout:
    """Lays out the cards of an Unmatched hero (the registry's entry "unmatched")."""

    def deck(self, request: DeckRequest) -> DeckFaces:
        return _Deck(request).faces()


class _Deck:
    def __init__(self, request: DeckRequest) -> None:
        self.request = request
        self.hero = request.hero
        self.text = ht.hero_face_text(request.hero, request.lang, request.names)
        self.color = Color.from_hex(request.hero.get("color", DEFAULT_DECK_COLOR))
        self.accent = readable(self.color, PARCHMENT)
        self.bleed = mm(request.bleed)
        self.glyphs = {s["id"]: s["glyph"] for s in request.hero.get("symbols") or ()}
        self.diagnostics: list[Diagnostic] = []

    def faces(self) -> DeckFaces:
        cards = [side for card in self.hero["cards"] for side in self.card_sides(card)]
        return DeckFaces(self.hero["id"], self.request.lang, self.character(), tuple(cards),
                         self.back(), tuple(self.diagnostics))

    # ------------------------------------------------------------ diagnostics

    def warn(self, code: str, message: str, span: list[int] | None) -> None:
        line, column = (span[0], span[1]) if span else (0, 0)
        self.diagnostics.append(Diagnostic(code, message, self.request.source, line, column,
                                           Severity.WARNING))

    def check_fit(self, what: str, fitted: list, span: list[int] | None) -> None:
        lang = self.request.lang
        if not all(f.fits for f in fitted):
            self.warn("W870", f"{what} ({lang}) does not fit on the card at the smallest type "
                      "size; its text is cut short", span)

    def check_glyphs(self, what: str, texts: list[str], span: list[int] | None) -> None:
        missing = sorted(set().union(*(missing_characters(t, Face.SANS) for t in texts)))
        if missing:
            self.warn("W871", f"{what} ({self.request.lang}) shows "
                      f"{', '.join(repr(c) for c in missing)}, which no card font draws", span)

    # ------------------------------------------------------------ shared parts

    def frame(self) -> list[Item]:
        b = self.bleed
        return [Rect(-b, -b, mm(WIDTH) + 2 * b, mm(HEIGHT) + 2 * b, fill=self.color),
                Rect(mm(2.5), mm(2.5), mm(58), mm(83), fill=PARCHMENT, radius=mm(2.5))]

    def scene(self, items: list[Item], title: str) -> Scene:
        return Scene(mm(WIDTH), mm(HEIGHT), tuple(items), self.bleed, title)

    def paragraphs(self, sections: tuple[ht.Section, ...],
                   notes: tuple[str, ...] = ()) -> list[tuple[Span, ...]]:
        found = []
        for section in sections:
            spans = [Span("\n".join(section.lines), Face.SANS, TEXT)]
            if section.header:
                spans.insert(0, Span(section.header + " ", Face.SANS_BOLD, self.accent))
            found.append(tuple(spans))
        found += [(Span(note, Face.SANS, TEXT),) for note in notes]
        return found

    # ------------------------------------------------------------ deck cards

    def card_sides(self, card: dict[str, Any]) -> list[CardSide]:
        """One side per distinct set of symbols among the card's copies."""
        text = self.text.cards[card["id"]]
        per_copy = card.get("symbols") or [[] for _ in range(card["count"])]
        variants: dict[tuple[str, ...], int] = {}
        for symbols in per_copy:
            variants[tuple(symbols)] = variants.get(tuple(symbols), 0) + 1
        sides = []
        for symbols, copies in variants.items():
            key = "-".join([card["id"], *symbols]) if len(variants) > 1 else card["id"]
            sides.append(CardSide(key, text.title, _description(text),
                                  self.card_face(card, text, symbols), copies))
        return sides

    def card_face(self, card: dict[str, Any], text: ht.CardText,
                  symbols: tuple[str, ...]) -> Scene:
        items = self.frame()
        kind = card["type"]
        items += self.type_badge(kind, card["value"])
        title_right = 58.5 - 9.0 * len(symbols)
        title = set_text([(Span(text.title, Face.SERIF_BOLD, TEXT),)],
                         _box(19.5, 3.5, title_right - 19.5, 11.5), TITLE)
        items += title.runs
        items += line_of(text.type_name, Face.SANS_BOLD, 6.5, readable(TYPE_COLORS[kind],
                         PARCHMENT), mm(19.5), mm(19.0))
        items += self.symbol_discs(symbols)
        items.append(Rect(mm(2.5), mm(22.5), mm(58), mm(5.5), fill=self.color))
        items += line_of(text.user, Face.SANS_BOLD, 7.5, self.color.ink(), mm(WIDTH / 2),
                         mm(26.4), Align.CENTER)
        body = set_text(self.paragraphs(text.sections), _box(6.5, 31, 50, 43.5), CARD_TEXT)
        items += body.runs
        items += self.card_footer(card)
        what = f"card '{card['title']}'"
        self.check_fit(what, [title, body], card["span"])
        self.check_glyphs(what, [text.title, text.user] + [s.plain() for s in text.sections],
                          card["span"])
        return self.scene(items, text.title)

    def type_badge(self, kind: str, value: int | None) -> list[Item]:
        color = TYPE_COLORS[kind]
        ink = color.ink()
        items: list[Item] = [Rect(mm(2.5), mm(2.5), mm(15), mm(18.5), fill=color,
                                  radius=mm(2.5))]
        if value is None:
            items.append(icon(TYPE_ICONS[kind], mm(4.5), mm(5.5), mm(11), ink))
        else:
            items += line_of(str(value), Face.SERIF_BOLD, 22, ink, mm(10), mm(11.6),
                             Align.CENTER)
            items.append(icon(TYPE_ICONS[kind], mm(7), mm(13.2), mm(6), ink))
        return items

    def symbol_discs(self, symbols: tuple[str, ...]) -> list[Item]:
        items: list[Item] = []
        for index, symbol in enumerate(symbols):
            cx, cy = mm(54.5 - 9.0 * index), mm(9.5)
            items.append(Circle(cx, cy, mm(4), fill=WHITE, stroke=self.color,
                                stroke_width=1.2))
            items += line_of(self.glyphs.get(symbol, symbol), Face.SANS, 13, TEXT, cx,
                             cy + 13 * 0.36, Align.CENTER)
        return items

    def card_footer(self, card: dict[str, Any]) -> list[Item]:
        items: list[Item] = [Line(mm(6.5), mm(76), mm(56.5), mm(76), self.color, 0.6)]
        footer = f"{self.text.name} · ×{card['count']}"
        items += line_of(footer, Face.SANS, 6, MUTED, mm(6.5), mm(81.3))
        if card["boost"] is not None:
            items += self.boost_pill(card["boost"])
        return items

    def boost_pill(self, boost: int) -> list[Item]:
        """The BOOST value in a pill at the bottom right, as wide as its label needs."""
        ink, right, pad = self.color.ink(), mm(57.5), mm(1.8)
        label = self.text.labels.boost
        size = min(5.5, 5.5 * mm(22) / max(text_width(label, Face.SANS_BOLD, 5.5), 1e-6))
        number = str(boost)
        number_width = text_width(number, Face.SERIF_BOLD, 10)
        width = pad + text_width(label, Face.SANS_BOLD, size) + mm(1.5) + number_width + pad
        left = right - width
        return [Rect(left, mm(77.5), width, mm(6.5), fill=self.color, radius=mm(3.25)),
                *line_of(label, Face.SANS_BOLD, size, ink, left + pad, mm(80.75) + size * 0.36),
                *line_of(number, Face.SERIF_BOLD, 10, ink, right - pad - number_width, mm(82.3))]

    # ------------------------------------------------------------ the back

    def back(self) -> CardSide:
        b = self.bleed
        ink = self.color.ink()
        dark = self.color.mix(BLACK, 0.3)
        trim = ink.mix(self.color, 0.45)
        cx, cy = mm(WIDTH / 2), mm(HEIGHT / 2)
        diamond = Group((Rect(-mm(17), -mm(17), mm(34), mm(34), fill=dark, stroke=trim,
                              stroke_width=1.0, radius=mm(2)),), cx, cy, 45)
        items: list[Item] = [
            Rect(-b, -b, mm(WIDTH) + 2 * b, mm(HEIGHT) + 2 * b, fill=self.color),
            Rect(mm(4), mm(4), mm(55), mm(80), stroke=trim, stroke_width=1.2, radius=mm(3)),
            Rect(mm(5.5), mm(5.5), mm(52), mm(77), stroke=trim, stroke_width=0.5,
                 radius=mm(2.2)),
            diamond,
        ]
        name = set_text([(Span(self.text.name, Face.SERIF_BOLD, ink),)],
                        _box(8, 30, 47, 28), BACK_TITLE)
        items += name.runs
        game = str(self.request.bundle["box"]["ruleset"]["name"])
        items += line_of(game, Face.SANS_BOLD, 7, trim, cx, mm(78.5), Align.CENTER)
        self.check_fit(f"the card back of '{self.hero['name']}'", [name], None)
        return CardSide("back", self.text.name, "", self.scene(items, self.text.name), 0)

    # ------------------------------------------------------------ the character card

    def character(self) -> CardSide:
        items = self.frame()
        items.append(Rect(mm(2.5), mm(2.5), mm(58), mm(14), fill=self.color, radius=mm(2.5)))
        name = set_text([(Span(self.text.name, Face.SERIF_BOLD, self.color.ink()),)],
                        _box(5, 3, 53, 13), HERO_TITLE)
        items += name.runs
        items += self.move_row(mm(19))
        top = 27.5
        for fighter in self.text.fighters:
            items += self.fighter_row(fighter, top)
            top += 10.5
        items.append(Line(mm(6.5), mm(top), mm(56.5), mm(top), self.color, 0.6))
        heading = [(Span(self.text.labels.ability, Face.SANS_BOLD, self.accent),)]
        body = set_text(heading + self.paragraphs(self.text.ability, self.text.notes),
                        _box(6.5, top + 1.5, 50, 83.5 - top - 1.5), ABILITY_TEXT)
        items += body.runs
        ability = self.hero["ability"]
        span = ability["span"] if ability else None
        what = f"the character card of '{self.hero['name']}'"
        self.check_fit(what, [name, body], span)
        self.check_glyphs(what, [self.text.name, *self.text.notes,
                                 *(s.plain() for s in self.text.ability)], span)
        return CardSide("character", self.text.name, _character_description(self.text, self.hero["move"]),
                        self.scene(items, self.text.name), 1)

    def move_row(self, y: float) -> list[Item]:
        label = f"{self.text.labels.move} {self.hero['move']}"
        return [icon(Icon.MOVE, mm(6.5), y, mm(5), self.accent),
                *line_of(label, Face.SANS_BOLD, 9, TEXT, mm(13), y + mm(2.5) + 9 * 0.36)]

    def fighter_row(self, fighter: ht.FighterText, top: float) -> list[Item]:
        name = _counted(fighter)
        heart_x = 49.5
        items: list[Item] = [Rect(mm(5), mm(top), mm(53), mm(9), fill=self.color.mix(WHITE, 0.82),
                                  radius=mm(1.5))]
        width = mm(heart_x - 8 - 1)
        label = set_text([(Span(name, Face.SANS_BOLD, TEXT),)], Box(mm(8), mm(top), width,
                         mm(5.2)), TextStyle(8.5, 5.5, max_lines=1, middle=True))
        items += label.runs
        items.append(icon(ATTACK_ICONS[fighter.attack_kind], mm(8), mm(top + 5.3), mm(3),
                          MUTED))
        items += line_of(fighter.attack, Face.SANS, 6.5, MUTED, mm(12), mm(top + 7.6))
        items.append(icon(Icon.HEALTH, mm(heart_x), mm(top + 0.6), mm(8), TYPE_COLORS["attack"]))
        items += line_of(str(fighter.health), Face.SANS_BOLD, 9, WHITE, mm(heart_x + 4),
                         mm(top + 4.2) + 9 * 0.36, Align.CENTER)
        return items


def _description(text: ht.CardText) -> str:
    return "\n".join([text.stats] + [s.plain() for s in text.sections])


def _character_description(text: ht.HeroText, move: int) -> str:
    lines = [f"{text.labels.move} {move}"]
    lines += [f"{_counted(f)}: {text.labels.health} {f.health}, {f.attack}" for f in text.fighters]
    lines += [s.plain() for s in text.ability]
    return "\n".join(lines + list(text.notes))


def _counted(fighter: ht.FighterText) -> str:
    return fighter.name if fighter.count == 1 else f"{fighter.name} ×{fighter.count}"
