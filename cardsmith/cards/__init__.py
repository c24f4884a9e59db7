"""Card faces, print sheets and Tabletop Simulator decks, drawn from compiled bundles.

    hero_text.py   the strings a hero's cards show, in one language (the text generator)
    faces.py       the sides of a deck, and the registry of layouts by game
    unmatched.py   the Unmatched layout: deck cards, card back, character card
    textfit.py     wrapping and shrinking text to fit a box
    scene.py       the layout tree every output draws: shapes and glyph runs, in points
    fonts.py       the shipped fonts (fonts/), their metrics and outlines
    render_pdf.py  scenes into PDF pages (reportlab); render_svg.py: into SVG;
                   render_png.py: the PDF rasterised (pypdfium2)
    sheets.py      print-and-play sheets: nine cards a page, crop marks, bleed, duplex backs
    tts.py         Tabletop Simulator: deck sheet images and the saved object
"""
