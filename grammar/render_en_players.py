"""AST -> canonical English, players by what they did and one subject for several verbs
(issue 10): "the player(s) who drew the most cards", "Each player reveals a card from their
hand and draws 1 card", "that much". A part of `EnglishRenderer`."""

from __future__ import annotations

from dataclasses import replace

from . import nodes as n


class PlayersEnglish:
    """The methods of `EnglishRenderer` for players by what they did and shared subjects."""

    def PlayerDoes(self, node: n.PlayerDoes) -> str:
        subject = self.render_subject(node.subject)
        return f"{subject} " + " and ".join(self.predicate(node.subject, subject, step)
                                           for step in node.steps)

    def predicate(self, subject, written: str, step) -> str:
        """A step as its subject does it, the subject left out: "draws 1 card"."""
        text = self.render(replace(step, **{n.doer_field(step): subject}))
        if not text.startswith(written + " "):
            raise ValueError(f"'{text}' does not start with its subject '{written}'")
        return text[len(written) + 1:]

    def CountedCards(self, node: n.CountedCards) -> str:
        return f"{node.act.value} the {node.superlative.value} cards"

    def ThatMuch(self, node: n.ThatMuch) -> str:
        return "that much"

    def damage_count(self, amount) -> str:
        """What "deal ... damage" counts: a number, or "that much"."""
        return self.render(amount)
