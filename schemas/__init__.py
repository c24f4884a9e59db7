"""JSON Schemas for every YAML kind and for the compiled bundle."""

if __name__.partition(".")[0] != "cardsmith":  # one import layout: never a second copy
    raise ImportError(f"import cardsmith.{__name__}, not {__name__} (the checkout's folders "
                      "are the subpackages of cardsmith)")
