"""The systematic fixes of the translated text, each on real cards of the bundled heroes,
printed as `cardsmith text` prints them (the effect lines of the card, exactly), and the
rules summaries' lines.

- the fighter just moved or just chosen as a pronoun: "muovilo", "mova-o", "przesuń go";
- "them" in the number of what it stands for: "muoverli" after "each of your fighters";
- "+N for each" as an increase: "aumenta di 1", "zwiększa się o 1", "recebe +1", "1 artar";
- Italian "invece" after the verb;
- Portuguese conditions in the future subjunctive: "se estiver";
- Polish without "twój" where the printed rules drop it;
- no conditional calque in the rules: "si risolvono", "Se houver dois efeitos";
- names with their forms: the article before "Dr.", Polish cases, Turkish suffixes by sound.
"""

from __future__ import annotations

import dataclasses

import pytest

from cardsmith.cardtext import printer_for
from cardsmith.grammar import nodes as n
from cardsmith.grammar.parser import parse_effect_text
from cardsmith.grammar.render_text import TextRenderer
from cardsmith.rules_text import box_rules, rules_text

from .helpers import bundled, canonical_texts


def effect_lines(hero_id: str, title: str | None, lang: str) -> list[str]:
    """The effect lines of a bundled card (or of the ability, title None) as printed."""
    bundle = next(b for b in bundled().bundles.values()
                  if any(h["id"] == hero_id for h in b["heroes"]))
    hero = next(h for h in bundle["heroes"] if h["id"] == hero_id)
    printer = printer_for(bundle, hero_id, lang)
    if title is None:
        return printer.effect(hero["ability"]["ast"]).splitlines()
    card = next(c for c in hero["cards"] if c["title"] == title)
    return printer.card_lines(card)[2:]


CASES = {
    "pronoun": [
        ("bigfoot", "Skirmish", "it", "DOPO IL COMBATTIMENTO: Se hai vinto il combattimento, "
         "scegli uno dei combattenti coinvolti nel combattimento e muovilo fino a 2 spazi."),
        ("bigfoot", "Skirmish", "pt-BR", "APÓS O COMBATE: Se você venceu o combate, escolha um "
         "dos combatentes envolvidos no combate e mova-o até 2 espaços."),
        ("bigfoot", "Skirmish", "pl", "PO WALCE: Jeśli wygrałeś walkę, wybierz jednego z "
         "wojowników biorących udział w walce i przesuń go o maksymalnie 2 pola."),
        ("bigfoot", "Crash Through the Trees", "it", "Muovi Bigfoot fino a 5 spazi. Puoi "
         "muoverlo attraverso spazi occupati da combattenti avversari."),
        ("bigfoot", "Crash Through the Trees", "pt-BR", "Mova o Pé-Grande até 5 espaços. Você "
         "pode movê-lo através de espaços ocupados por combatentes inimigos."),
        ("bigfoot", "Crash Through the Trees", "pl", "Przesuń Bigfoota o maksymalnie 5 pól. "
         "Możesz przesunąć go przez pola zajmowane przez wrogich wojowników."),
        ("bigfoot", "Hoax", "tr", "ÇATIŞMA SONRASI: Figürünüzü 5 alana kadar hareket "
         "ettirin. Onu rakip figürlerin bulunduğu alanlardan geçirebilirsiniz."),
    ],
    # "them" and "they" agree with what they stand for: a group that moved, one fighter
    "antecedent": [
        ("medusa", "Winged Frenzy", "it", "Muovi ognuno dei tuoi combattenti fino a 3 spazi. "
         "Puoi muoverli attraverso spazi occupati da combattenti avversari. Poi riporta "
         "un'Arpia sconfitta (se presente) in qualsiasi spazio nella zona di Medusa."),
        ("raptors", "Working Things Out", "pl", "Przesuń każdego ze swoich Raptorów o "
         "maksymalnie 3 pola. Możesz przesunąć je przez pola zajmowane przez wrogich "
         "wojowników. Zyskaj 1 akcję."),
        ("raptors", "Working Things Out", "pt-BR", "Mova cada um dos seus Raptores até 3 "
         "espaços. Você pode movê-los através de espaços ocupados por combatentes inimigos. "
         "Ganhe 1 ação."),
        ("raptors", "Working Things Out", "tr", "Size ait her Raptor'u 3 alana kadar hareket "
         "ettirin. Onları rakip figürlerin bulunduğu alanlardan geçirebilirsiniz. 1 aksiyon "
         "kazanın."),
        # "They may move through ...": the fighter just moved, not the opponent
        ("harry-houdini", "Vanishing Act", "it", "DOPO IL COMBATTIMENTO: Scegli uno dei "
         "combattenti coinvolti nel combattimento e muovilo fino a 3 spazi. Può muoversi "
         "attraverso i propri combattenti avversari."),
        ("harry-houdini", "Vanishing Act", "pl", "PO WALCE: Wybierz jednego z wojowników "
         "biorących udział w walce i przesuń go o maksymalnie 3 pola. Może przesunąć się "
         "przez swoich wrogich wojowników."),
        ("harry-houdini", "Vanishing Act", "pt-BR", "APÓS O COMBATE: Escolha um dos "
         "combatentes envolvidos no combate e mova-o até 3 espaços. Pode mover-se através de "
         "seus combatentes inimigos."),
        ("harry-houdini", "Vanishing Act", "tr", "ÇATIŞMA SONRASI: Çatışmadaki figürlerden "
         "birini seçin ve onu 3 alana kadar hareket ettirin. Kendisine rakip figürlerin "
         "içinden geçebilir."),
        ("raptors", "Pack Hunters", "it", "DOPO IL COMBATTIMENTO: Se hai vinto il "
         "combattimento, infliggi 1 danno al combattente avversario per ognuno dei tuoi "
         "Raptor adiacenti a lui."),
        ("raptors", "Pack Hunters", "pl", "PO WALCE: Jeśli wygrałeś walkę, zadaj 1 obrażenie "
         "wrogiemu wojownikowi za każdego ze swoich Raptorów sąsiadujących z nim."),
    ],
    "increase": [
        ("dracula", "Feeding Frenzy", "it", "DURANTE IL COMBATTIMENTO: Il valore di questa "
         "carta aumenta di 1 per ogni Sorella nella stessa zona del combattente avversario."),
        ("dracula", "Feeding Frenzy", "pl", "W TRAKCIE WALKI: Wartość tej karty zwiększa się "
         "o 1 za każdą Siostrę w tej samej strefie co wrogi wojownik."),
        ("dracula", "Feeding Frenzy", "pt-BR", "DURANTE O COMBATE: Esta carta recebe +1 para "
         "cada Irmã na mesma zona do combatente inimigo."),
        ("dracula", "Feeding Frenzy", "tr", "ÇATIŞMA SIRASINDA: Rakip figür ile aynı "
         "bölgedeki her Kız Kardeş için bu kartın değeri 1 artar."),
        ("beowulf", "The War-King", "pl", "W TRAKCIE WALKI: Wydaj dowolną liczbę punktów "
         "Szału. Wartość tej karty zwiększa się o 2 za każdy wydany punkt Szału."),
    ],
    "instead": [
        ("bigfoot", "Regroup", "it", "DOPO IL COMBATTIMENTO: Pesca 1 carta. Se hai vinto il "
         "combattimento, pesca invece 2 carte."),
        ("invisible-man", "Step Lightly", "it", "Infliggi 1 danno a un combattente adiacente. "
         "Se l'Uomo Invisibile è su uno spazio con un segnalino nebbia, infliggi invece 3 "
         "danni a un combattente adiacente. Poi il tuo avversario muove un segnalino nebbia "
         "fino a 2 spazi."),
        ("little-red-riding-hood", "A Grimm Tale", "it", "Cappuccetto Rosso recupera 2 punti "
         "vita. 🐺 Cappuccetto Rosso recupera invece 4 punti vita."),
        ("little-red-riding-hood", "What Large Hands You Have", "it", "DOPO IL COMBATTIMENTO: "
         "Puoi riprendere in mano questa carta. 🌹 Puoi invece riprendere in mano la carta in "
         "cima alla tua pila degli scarti."),
    ],
    "subjunctive": [
        ("sherlock-holmes", "Counterpunch", "pt-BR", "APÓS O COMBATE: Se Holmes estiver "
         "adjacente ao combatente inimigo, cause 2 pontos de dano a esse combatente."),
        ("invisible-man", None, "pt-BR", "Enquanto o Homem Invisível estiver em um espaço com "
         "uma ficha de névoa: Adicione 1 ao valor das cartas de defesa dele."),
        ("jekyll-and-hyde", "Duality of Man", "pt-BR", "DURANTE O COMBATE: Se você for o Dr. "
         "Jekyll e estiver jogando esta carta para defender, o valor desta carta passa a ser 6. "
         "Se você for o Mr. Hyde e estiver jogando esta carta para atacar, o valor desta carta "
         "passa a ser 6."),
    ],
    "possessive": [
        ("bigfoot", "Feint", "pl", "NATYCHMIAST: Anuluj wszystkie efekty karty przeciwnika."),
        ("bigfoot", None, "pl", "Na koniec swojej tury: Jeśli nie ma wrogich wojowników w "
         "strefie Bigfoota, możesz dobrać 1 kartę."),
        ("beowulf", "Fatal Struggle", "pl", "PO WALCE: Jeśli wygrałeś walkę, dobierz 2 karty. "
         "Jeśli przegrałeś walkę, przeciwnik dobiera 2 karty."),
    ],
    "names": [
        ("sherlock-holmes", "Administer Aid", "it", "Posiziona il Dr. Watson in uno spazio "
         "adiacente a Holmes. Holmes recupera 1 punto vita. Pesca 1 carta."),
        ("sherlock-holmes", "Administer Aid", "pt-BR", "Coloque o Dr. Watson em um espaço "
         "adjacente a Holmes. Holmes recupera 1 ponto de vida. Compre 1 carta."),
        ("sherlock-holmes", "Administer Aid", "pl", "Umieść Doktora Watsona na polu "
         "sąsiadującym z Holmesem. Holmes odzyskuje 1 punkt zdrowia. Dobierz 1 kartę."),
        ("sherlock-holmes", "Administer Aid", "tr", "Dr. Watson'ı Holmes'a komşu bir alana "
         "yerleştirin. Holmes 1 can geri kazanır. 1 kart çekin."),
        ("beowulf", "Hot for Battle", "pl", "PO WALCE: Wiglaf może zamienić się miejscami z "
         "Beowulfem."),
        ("jekyll-and-hyde", None, "it", "All'inizio del tuo turno: Puoi trasformarti nel Dr. "
         "Jekyll o in Mr. Hyde.\nDopo che hai effettuato una Manovra: Se sei Mr. Hyde, subisci "
         "1 danno."),
        ("jekyll-and-hyde", None, "tr", "Turunuzun başında: Dr. Jekyll'a ya da Mr. Hyde'a "
         "dönüşebilirsiniz.\nManevra yaptıktan sonra: Mr. Hyde iseniz 1 hasar alın."),
        ("jekyll-and-hyde", "Forever Hyde", "pt-BR", "DURANTE O COMBATE: Você pode descartar "
         "cartas do Dr. Jekyll. Adicione 2 ao valor desta carta para cada carta descartada."),
        ("sherlock-holmes", None, "it", "Gli effetti delle carte di Holmes e del Dr. Watson "
         "non possono essere annullati da un avversario."),
        ("invisible-man", "Covert Preparation", "tr", "ÇATIŞMA SONRASI: 1 kart çekin. 1 sis "
         "jetonunu 2 alana kadar hareket ettirin, ardından rakibiniz farklı bir sis jetonunu 2 "
         "alana kadar hareket ettirir."),
    ],
}


@pytest.mark.parametrize("hero, title, lang, expected",
                         [case for cases in CASES.values() for case in cases],
                         ids=[f"{fix}-{case[0]}-{case[2]}" for fix, cases in CASES.items()
                              for case in cases])
def test_the_fix_reads_on_a_real_card(hero, title, lang, expected):
    assert "\n".join(effect_lines(hero, title, lang)) == expected


def _with_instead(node):
    """The same AST with "instead" on every sentence, to see where Italian puts it."""
    if isinstance(node, n.Sentence):
        return dataclasses.replace(node, instead=True,
                                   clauses=tuple(_with_instead(c) for c in node.clauses))
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        changes = {f.name: _with_instead(getattr(node, f.name)) for f in dataclasses.fields(node)
                   if isinstance(getattr(node, f.name), (tuple, n.Node))}
        return dataclasses.replace(node, **changes) if changes else node
    if isinstance(node, tuple):
        return tuple(_with_instead(item) for item in node)
    return node


def _plain_sentences(node) -> int:
    """How many sentences of an AST have no "instead" (those _with_instead changes), but for
    those that set a value, which say "is 5 instead" ("è invece 5") anyway."""
    if isinstance(node, n.Sentence):
        sets = isinstance(node.clauses[0], n.SetValue)
        return (not node.instead and not sets) + sum(_plain_sentences(c) for c in node.clauses)
    if isinstance(node, tuple):
        return sum(_plain_sentences(item) for item in node)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return sum(_plain_sentences(getattr(node, f.name)) for f in dataclasses.fields(node))
    return 0


@pytest.mark.parametrize("text", canonical_texts())
def test_every_construct_puts_the_italian_invece_after_its_verb(text):
    """Every effect message of it.ftl writes the sentence's "invece" (its $mark): a message
    that forgot it would lose the word, one that wrote it twice would say it twice."""
    ast = parse_effect_text(text)
    before = TextRenderer("it").text(ast).lower().count("invece")
    after = TextRenderer("it").text(_with_instead(ast))
    assert after.lower().count("invece") - before == _plain_sentences(ast), after
    assert not after.lower().startswith("invece") and ", invece " not in after.lower()


@pytest.mark.parametrize("lang, line", [
    ("it", "- Quando due effetti si risolvono nello stesso momento, si risolve prima quello del "
           "difensore."),
    ("pt-BR", "- Se houver dois efeitos ao mesmo tempo, o do defensor é resolvido primeiro."),
    ("pl", "- Gdy dwa efekty są rozpatrywane w tym samym momencie, najpierw rozpatruje się "
           "efekt obrońcy."),
    ("tr", "- İki etki aynı anda tetiklenirse önce savunanın etkisi çözülür."),
])
def test_the_rules_say_who_resolves_first_without_a_conditional(lang, line):
    for box in ("robin-hood-vs-bigfoot", "cobble-and-fog"):
        assert line in rules_text(box_rules(bundled(), box), lang).splitlines()


@pytest.mark.parametrize("lang, line", [
    ("it", "- Il Cestino di Cappuccetto Rosso inizia la partita nella tua pila degli scarti; "
           "non è una carta del tuo mazzo, non mostra alcun simbolo e resta lì finché non vi "
           "viene scartata sopra una carta."),
    ("pt-BR", "- A Cesta da Chapeuzinho começa o jogo na sua pilha de descarte; não é uma "
              "carta do seu baralho, não mostra nenhum símbolo e fica ali até que uma carta "
              "seja descartada por cima."),
    ("pl", "- Koszyk Czerwonego Kapturka zaczyna grę na stosie kart odrzuconych; nie jest "
           "kartą talii, nie pokazuje żadnego symbolu i leży tam do chwili, gdy na wierzch "
           "stosu trafi odrzucona karta."),
])
def test_the_rules_name_the_basket_as_the_rule_text_does(lang, line):
    text = rules_text(box_rules(bundled(), "little-red-riding-hood-vs-beowulf"), lang)
    assert line in text.splitlines()
