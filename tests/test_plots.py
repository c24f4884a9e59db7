"""--plot of `cardsmith matchups` (a heatmap) and `cardsmith sim` (win rates as games
accumulate), through the command line; the pixels of the heatmap against its colour scale."""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET

import pytest
from click.testing import CliRunner
from PIL import Image

from cardsmith.cli import main
from cardsmith.plots import COLOURS, accumulated, accumulation_figure, heatmap_figure
from cardsmith.runtime.engine.simulate import GameResult

from matchup_tables import tables_played_once

COLOUR_TOLERANCE = 6  # per channel, out of 255: the PNG's antialiasing and rounding


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_the_heatmap_shows_each_win_rate_in_its_colour(tmp_path):
    from matplotlib import colormaps

    out = tmp_path / "table.png"
    with tables_played_once():  # the same table as the SVG's
        result = run("matchups", "--games", "2", "--format", "json", "--plot", str(out))
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    image = Image.open(out).convert("RGB")
    figure, axes = heatmap_figure(data)  # the same figure: where each cell is drawn
    figure.canvas.draw()
    assert image.size == tuple(int(v) for v in figure.canvas.get_width_height())
    height = image.size[1]
    scale = colormaps[COLOURS]
    heroes = data["heroes"]
    checked = 0
    for i, row in enumerate(heroes):
        for j, column in enumerate(heroes):
            if column == row:
                continue
            x, y = axes.transData.transform((j + 0.3, i + 0.3))  # off the cell's label
            pixel = image.getpixel((int(x), height - int(y)))
            expected = [round(255 * c) for c in scale(data["table"][row][column]["win_rate"])[:3]]
            assert all(abs(a - b) <= COLOUR_TOLERANCE for a, b in zip(pixel, expected)), \
                (row, column, pixel, expected)
            checked += 1
    assert checked == len(heroes) * (len(heroes) - 1) == 19 * 18


def test_the_heatmap_as_svg(tmp_path):
    out = tmp_path / "table.svg"
    with tables_played_once():
        result = run("matchups", "--games", "2", "--plot", str(out))
    assert result.exit_code == 0, result.output
    root = ET.parse(out).getroot()
    assert root.tag.endswith("svg")
    assert root.find(".//{http://www.w3.org/2000/svg}image") is not None  # the grid


def test_sim_plots_each_heros_win_rate_as_the_games_accumulate(tmp_path):
    out = tmp_path / "rates.png"
    result = run("sim", "robin-hood", "bigfoot", "--games", "40", "--format", "json",
                 "--plot", str(out))
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    image = Image.open(out).convert("RGB")
    assert image.size == (700, 400)
    colours = {colour for _, colour in image.getcolors(maxcolors=1 << 20)}
    for line in ("#1f77b4", "#ff7f0e"):  # one line a hero, in matplotlib's first colours
        rgb = tuple(int(line[k:k + 2], 16) for k in (1, 3, 5))
        assert rgb in colours, line
    assert list(summary["heroes"]) == ["robin-hood", "bigfoot"]


def test_the_accumulated_rates_are_the_rates_after_each_game():
    seats = ("a", "b")
    results = [GameResult(i, seats, winner, 10, "combat")
               for i, winner in enumerate(["a", "b", "a", "a", None])]
    rates = [round(r[0], 4) for r in accumulated(results, "a")]
    assert rates == [1.0, 0.5, 0.6667, 0.75, 0.6]
    low, high = accumulated(results, "a")[-1][1:]
    assert 0.0 < low < 0.6 < high < 1.0
    figure, axes = accumulation_figure(results, seats, "test")
    assert [round(v, 4) for v in axes.lines[0].get_ydata()] == rates
    assert list(axes.lines[1].get_ydata()) == [0.0, 0.5, 1 / 3, 0.25, 0.2]


@pytest.mark.parametrize("command", [["sim", "robin-hood", "bigfoot"], ["matchups"]])
def test_a_plot_file_of_another_type_is_a_usage_error(command, tmp_path):
    result = run(*command, "--games", "2", "--plot", str(tmp_path / "table.jpg"))
    assert result.exit_code == 2
    assert "--plot writes .png or .svg files, not 'table.jpg'" in result.output


def test_a_plot_that_cannot_be_written_leaves_nothing(tmp_path):
    out = tmp_path / "missing" / "rates.png"
    result = run("sim", "robin-hood", "bigfoot", "--games", "2", "--plot", str(out))
    assert result.exit_code == 1
    assert f"cannot write {out}" in result.output
    assert not out.parent.exists()


def test_without_matplotlib_plots_say_how_to_install_it(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # as if it were not installed
    result = run("sim", "robin-hood", "bigfoot", "--games", "2", "--plot",
                 str(tmp_path / "a.png"))
    assert result.exit_code == 2
    assert "--plot needs matplotlib: pip install 'cardsmith[plot]'" in result.output
