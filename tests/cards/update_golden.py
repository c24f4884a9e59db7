"""Write the golden card images anew (see golden.py): `python -m tests.cards.update_golden`."""

from __future__ import annotations

from .golden import DOCS_IMAGE, docs_image, golden_cases, golden_path, render


def main() -> None:
    DOCS_IMAGE.parent.mkdir(parents=True, exist_ok=True)
    DOCS_IMAGE.write_bytes(docs_image())
    print(DOCS_IMAGE)
    for hero, lang, key in golden_cases():
        path = golden_path(hero, lang, key)
        path.parent.mkdir(parents=True, exist_ok=True)
        render(hero, lang, key).save(path, "PNG", optimize=True)
        print(path)


if __name__ == "__main__":
    main()
