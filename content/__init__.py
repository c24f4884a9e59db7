"""Bundled content: rulesets, boxes of heroes and boards (YAML)."""
