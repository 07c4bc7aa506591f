"""Character packs: the schema (``models``), the loader (``pack``) and the registry that installs
characters and their decks on the engine's hooks (``registry``)."""
