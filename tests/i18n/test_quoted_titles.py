"""A card title is printed as written, in every language: the renderer's tidying of spaces
(none before a comma, one between words) stops at a title, in its heading and quoted in a
card's text (grammar/render_text.py, tidy)."""

from __future__ import annotations

import textwrap

import pytest
from click.testing import CliRunner

from cardsmith.cli import main

from .helpers import LANGS
from .test_names import NEMO

TITLE = "Yes , And  ( Then )"  # written with the spaces a tidied sentence would lose
# Captain Nemo of the names tests, with a card more (and 3 Heavy Blows fewer: 30 cards)
HERO = NEMO.replace("count: 27", "count: 24") + textwrap.indent(textwrap.dedent(f"""\
    - title: {TITLE}
      type: scheme
      boost: 2
      count: 3
      user: Captain Nemo
      text: |
        Choose a card in your discard pile other than "{TITLE}" and return it to your hand.
    """), "  ")

# the heading and the text of the card, as `cardsmith text` prints them
EXPECTED = {
    "en": f'{TITLE} (x3)\nScheme | BOOST 2 | Captain Nemo\n'
          f'Choose a card in your discard pile other than "{TITLE}" and return it to your '
          'hand.',
    "it": f'{TITLE} (x3)\nSchema | BOOST 2 | Captain Nemo\n'
          f'Scegli una carta nella tua pila degli scarti diversa da "{TITLE}" e riprendi in '
          'mano quella carta.',
    "pl": f'{TITLE} (x3)\nPodstęp | WZMOCNIENIE 2 | Kapitan Nemo\n'
          f'Wybierz kartę ze swojego stosu kart odrzuconych inną niż „{TITLE}” i weź ją z '
          'powrotem do ręki.',
    "pt-BR": f'{TITLE} (x3)\nTática | REFORÇAR 2 | Captain Nemo\n'
             f'Escolha uma carta na sua pilha de descarte que não seja "{TITLE}" e devolva '
             'essa carta à sua mão.',
    "tr": f'{TITLE} (x3)\nEntrika | BOOST 2 | Captain Nemo\n'
          f'Iskarta destenizdeki "{TITLE}" dışındaki bir kart seçin ve o kartı elinize geri '
          'alın.',
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_title_is_printed_as_written_in_its_heading_and_in_quotes(tmp_path, lang):
    path = tmp_path / "nemo.yaml"
    path.write_text(HERO, encoding="utf-8")
    result = CliRunner().invoke(main, ["text", "nemo", "--content", str(path), "--lang", lang])
    assert result.exit_code == 0, result.output
    card = next(block for block in result.output.split("\n\n") if block.startswith(TITLE))
    assert card == EXPECTED[lang]
