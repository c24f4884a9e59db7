"""Bundled content: rulesets, boxes of heroes and boards (YAML)."""

if __name__.partition(".")[0] != "cardsmith":  # one import layout: never a second copy
    raise ImportError(f"import cardsmith.{__name__}, not {__name__} (the checkout's folders "
                      "are the subpackages of cardsmith)")
