"""Character packs: the schema (``models``), the loader (``pack``), the house and owners' packs
loaded and checked (``registry``); ``content`` turns them into the engine's characters."""
