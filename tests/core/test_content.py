"""``core.content``: the one bounded cache of game content."""

from __future__ import annotations

import threading

from dungeontable.core.content import ContentCache, loaded

built: list[str] = []


def _catalog(source: tuple[str, ...]) -> tuple[str, ...]:
    built.append(",".join(source))
    return tuple(s.upper() for s in source)


def _roster(source: tuple[str, ...]) -> int:
    return len(source)


def test_content_is_built_once_per_source_and_builder() -> None:
    cache = ContentCache()
    built.clear()
    first = cache.loaded(("a", "b"), _catalog)
    again = cache.loaded(("a", "b"), _catalog)  # equal source, another object: same content
    assert first == ("A", "B") and again is first
    assert cache.loaded(("a", "b"), _roster) == 2  # another builder, its own entry
    assert cache.loaded(("c",), _catalog) == ("C",)
    assert built == ["a,b", "c"] and len(cache) == 3


def test_the_cache_is_bounded_least_recently_used_first() -> None:
    cache = ContentCache(limit=2)
    built.clear()
    cache.loaded(("1",), _catalog)
    cache.loaded(("2",), _catalog)
    cache.loaded(("1",), _catalog)  # 1 is now the most recent
    cache.loaded(("3",), _catalog)  # 2 goes
    assert len(cache) == 2
    cache.loaded(("1",), _catalog)
    cache.loaded(("2",), _catalog)  # rebuilt
    assert built == ["1", "2", "3", "2"]


def test_threads_get_the_content_of_their_own_source() -> None:
    cache = ContentCache(limit=4)
    sources = [(str(i % 7),) for i in range(400)]
    wrong: list[int] = []

    def ask(offset: int) -> None:
        for i in range(offset, len(sources), 3):
            if cache.loaded(sources[i], _roster) != 1 or cache.loaded(sources[i], _catalog) != (
                sources[i][0].upper(),
            ):
                wrong.append(i)

    threads = [threading.Thread(target=ask, args=(k,)) for k in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert wrong == [] and len(cache) <= 4


def test_the_process_cache_is_the_module_function() -> None:
    assert loaded(("x",), _roster) == 1


def _inner(source: str) -> str:
    return source.upper()


NESTED = ContentCache()


def _outer(source: str) -> str:
    return NESTED.loaded(source, _inner) + "!"  # a build that asks the same cache


def test_a_build_may_ask_the_same_cache_for_other_content() -> None:
    assert NESTED.loaded("nested", _outer) == "NESTED!"  # no deadlock
    assert len(NESTED) == 2
