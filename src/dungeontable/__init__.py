"""dungeontable: a rules engine and digital table for dungeon-crawl tabletop games."""

__version__ = "0.1.0"
