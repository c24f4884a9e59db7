from cardsmith.cli import run

run()
