"""The game runtime: plays games from compiled bundles."""
