"""Grammar of the generated text: plurals by CLDR category, Polish cases after numbers and
verbs, Italian and Portuguese articles and gender, Turkish singular after numerals, vowel
harmony and letter case."""

from __future__ import annotations

import pytest

from cardsmith.grammar.i18n_lang import capitalise, turkish_suffixed, upper
from cardsmith.grammar.i18n_names import NameTable
from cardsmith.grammar.parser import parse_effect_text
from cardsmith.grammar.render_text import TextRenderer, render_text

from .helpers import bundled


def deck_summary(lang: str, cards: int) -> str:
    return TextRenderer(lang).message("deck-summary", cards=cards, copies=30)


@pytest.mark.parametrize("lang, count, words", [
    ("pl", 1, "1 karta"), ("pl", 2, "2 karty"), ("pl", 5, "5 kart"), ("pl", 22, "22 karty"),
    ("pl", 25, "25 kart"), ("pl", 112, "112 kart"), ("pl", 12, "12 kart"), ("pl", 0, "0 kart"),
    ("pt-BR", 1, "1 carta"), ("pt-BR", 2, "2 cartas"),
    ("it", 1, "1 carta"), ("it", 2, "2 carte"),
    ("tr", 1, "1 kart"), ("tr", 2, "2 kart"),
    ("en", 1, "1 card"), ("en", 2, "2 cards"),
])
def test_plural_of_card_by_cldr_category(lang, count, words):
    assert deck_summary(lang, count).startswith(words + ",")


@pytest.mark.parametrize("text, lang, expected", [
    ("Draw 1 card.", "pl", "Dobierz 1 kartę."),
    ("Draw 2 cards.", "pl", "Dobierz 2 karty."),
    ("Draw 5 cards.", "pl", "Dobierz 5 kart."),
    ("Draw 22 cards.", "pl", "Dobierz 22 karty."),
    ("Draw a card.", "pl", "Dobierz kartę."),
    ("Deal 5 damage to the opposing fighter.", "pl", "Zadaj 5 obrażeń wrogiemu wojownikowi."),
    ("Deal 2 damage to the opposing fighter.", "pl", "Zadaj 2 obrażenia wrogiemu wojownikowi."),
    ("Choose an opponent. Their hero takes 5 damage.", "pl",
     "Wybierz przeciwnika. Bohater przeciwnika otrzymuje 5 obrażeń."),
    ("Draw a card.", "pt-BR", "Compre uma carta."),
    ("Draw 1 card.", "pt-BR", "Compre 1 carta."),
    ("Draw 2 cards.", "pt-BR", "Compre 2 cartas."),
    ("Gain an action.", "pt-BR", "Ganhe uma ação."),
    ("Draw a card.", "it", "Pesca una carta."),
    ("Draw 2 cards.", "it", "Pesca 2 carte."),
    ("Gain an action.", "it", "Ottieni un'azione."),
    ("Draw 2 cards.", "tr", "2 kart çekin."),
    ("Draw 5 cards.", "tr", "5 kart çekin."),
    ("Move up to 2 spaces.", "tr", "Figürünüzü 2 alana kadar hareket ettirin."),
])
def test_counted_nouns(text, lang, expected):
    assert render_text(parse_effect_text(text), lang) == expected


def names(hero: str) -> NameTable:
    return NameTable.from_hero_data(bundled().heroes[hero].doc.data)


@pytest.mark.parametrize("text, lang, expected", [
    ("Deal 1 damage to each fighter adjacent to the Jackalope.", "it",
     "Infliggi 1 danno a ogni combattente adiacente al Jackalope."),
    ("Deal 1 damage to each fighter adjacent to the Jackalope.", "pt-BR",
     "Cause 1 ponto de dano a cada combatente adjacente ao Jackalope."),
    ("Choose an empty space in Bigfoot's zone.", "pt-BR",
     "Escolha um espaço vazio na zona do Pé-Grande."),
    ("Choose an empty space in Bigfoot's zone.", "it",
     "Scegli uno spazio vuoto nella zona di Bigfoot."),
    ("Choose an empty space in Bigfoot's zone.", "pl",
     "Wybierz puste pole w strefie Bigfoota."),
    ("Choose an empty space in Bigfoot's zone.", "tr",
     "Bigfoot'un bölgesindeki boş bir alan seçin."),
    ("Deal 1 damage to each fighter adjacent to the Jackalope.", "pl",
     "Zadaj 1 obrażenie każdemu wojownikowi sąsiadującemu z Jackalope'em."),
    ("Deal 1 damage to each fighter adjacent to the Jackalope.", "tr",
     "Jackalope'a komşu her figüre 1 hasar verin."),
    ("Move Bigfoot up to 5 spaces.", "pl", "Przesuń Bigfoota o maksymalnie 5 pól."),
    ("Move Bigfoot up to 5 spaces.", "tr", "Bigfoot'u 5 alana kadar hareket ettirin."),
])
def test_names_take_the_case_article_and_suffix_of_their_slot(text, lang, expected):
    assert render_text(parse_effect_text(text), lang, names("bigfoot")) == expected


@pytest.mark.parametrize("text, lang, expected", [
    ("If there are no defeated Outlaws, draw 1 card.", "pl",
     "Jeśli nie ma pokonanych Banitów, dobierz 1 kartę."),
    ("Return a defeated Outlaw (if any) to any space in Robin Hood's zone.", "pl",
     "Przywróć pokonanego Banitę (jeśli taki jest) na dowolne pole w strefie Robin Hooda."),
    ("Return a defeated Outlaw (if any) to any space in Robin Hood's zone.", "it",
     "Riporta un Fuorilegge sconfitto (se presente) in qualsiasi spazio nella zona di "
     "Robin Hood."),
    ("Return a defeated Outlaw (if any) to any space in Robin Hood's zone.", "pt-BR",
     "Devolva um Fora da Lei derrotado (se houver) a qualquer espaço na zona de Robin Hood."),
    ("Return a defeated Outlaw (if any) to any space in Robin Hood's zone.", "tr",
     "Yenilmiş bir Outlaw varsa onu Robin Hood'un bölgesindeki herhangi bir alana geri "
     "getirin."),
    ("Deal 1 damage to all opposing Outlaws.", "tr", "Tüm rakip Outlaw'lara 1 hasar verin."),
    ("Deal 1 damage to all opposing Outlaws.", "pl",
     "Zadaj 1 obrażenie wszystkim wrogim Banitom."),
])
def test_kinds_of_fighter_agree_in_number_and_case(text, lang, expected):
    assert render_text(parse_effect_text(text), lang, names("robin-hood")) == expected


def test_turkish_upper_case_keeps_the_dots():
    assert upper("işte ılık", "tr") == "İŞTE ILIK"
    assert upper("işte", "it") == "IŞTE"
    assert capitalise("ıskarta edin", "tr") == "Iskarta edin"
    assert capitalise("istediğiniz", "tr") == "İstediğiniz"
    assert capitalise("🐺 draw", "en") == "🐺 Draw"
    assert capitalise("2 kart çekin", "tr") == "2 kart çekin"


def test_timing_headers_are_upper_case_in_translations():
    ast = parse_effect_text("After combat: Draw 2 cards.")
    assert render_text(ast, "tr") == "ÇATIŞMA SONRASI: 2 kart çekin."
    assert render_text(ast, "it") == "DOPO IL COMBATTIMENTO: Pesca 2 carte."
    assert render_text(ast, "pl") == "PO WALCE: Dobierz 2 karty."
    assert render_text(ast, "pt-BR") == "APÓS O COMBATE: Compre 2 cartas."
    assert render_text(ast, "en") == "After combat: Draw 2 cards."


@pytest.mark.parametrize("name, case, plural, expected", [
    ("Robin Hood", "genitive", False, "Robin Hood'un"),
    ("Bigfoot", "genitive", False, "Bigfoot'un"),
    ("Bigfoot", "dative", False, "Bigfoot'a"),
    ("Bigfoot", "locative", False, "Bigfoot'ta"),
    ("Bigfoot", "accusative", False, "Bigfoot'u"),
    ("Outlaw", "accusative", False, "Outlaw'ı"),
    ("Outlaw", "genitive", True, "Outlaw'ların"),
    ("Ayşe", "genitive", False, "Ayşe'nin"),
    ("Ayşe", "dative", False, "Ayşe'ye"),
    ("Mehmet", "dative", False, "Mehmet'e"),
    ("Zeynep", "ablative", False, "Zeynep'ten"),
    ("Ali", "locative", False, "Ali'de"),
    ("Sherlock", "nominative", False, "Sherlock"),
])
def test_turkish_suffixes_follow_vowel_harmony(name, case, plural, expected):
    assert turkish_suffixed(name, case, plural) == expected
