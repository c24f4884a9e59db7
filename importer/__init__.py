"""Importers: decks from other formats to hero YAML that `cardsmith check` reads."""
