"""AST -> canonical English, the named effects a hero declares (issue 10): "cast any spell",
"cast a different spell", "cast Toad's Blessing, paying its cost". A part of
`EnglishRenderer`."""

from __future__ import annotations

from . import nodes as n


class NamedEffectEnglish:
    """The methods of `EnglishRenderer` for invocations of named effects."""

    def Invoke(self, node: n.Invoke) -> str:
        paying = ", paying its cost" if node.paying else ""
        if node.choice is n.InvokeChoice.NAMED:
            name = f'"{node.name}"' if node.quoted else node.name
            return f"{node.verb} {name}{paying}"
        article = "an" if node.word[:1] in "aeiou" else "a"
        chosen = {n.InvokeChoice.ANY: "any", n.InvokeChoice.A: article,
                  n.InvokeChoice.DIFFERENT: f"{article} different"}[node.choice]
        return f"{node.verb} {chosen} {node.word}{paying}"
