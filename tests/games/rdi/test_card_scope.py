"""Owners' ``--cards`` packs are scoped to their match's Options (``cardset``), never process-wide:
a later match in the same process (the server, ``sim``) sees none of them."""

from __future__ import annotations

from pathlib import Path

from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.content import character_of, house, load_catalog, roster
from dungeontable.games.rdi.options import Options

GOG = (
    '[character]\nid = "gog"\nname = "Gog, as printed"\nsource = "house"\n'
    "[[card]]\n"
    'id = "gog-owner-headbutt"\nname = "Owner Headbutt"\ntype = "action"\nsource = "house"\n'
    'copies = 40\ntext = "Another player loses 2 Fortitude."\n'
    'effects = [{op = "hit", amount = 2}]\n'
)
BRANN = GOG.replace('"gog"', '"brann"').replace("gog-owner", "brann-owner").replace("Gog", "Brann")


def owner_dir(tmp_path: Path) -> Path:
    (tmp_path / "gog.toml").write_text(GOG, encoding="utf-8")
    (tmp_path / "brann.toml").write_text(BRANN, encoding="utf-8")
    return tmp_path


def cards_of(state: object, seat: int) -> set[str]:
    s = state.seats[seat]  # type: ignore[attr-defined]
    return set(s.hand) | set(s.deck)


def test_a_pack_in_one_match_is_invisible_to_the_next(tmp_path: Path) -> None:
    owner = Options(characters=("gog", "brann"), cards=(str(owner_dir(tmp_path)),))
    first = GAME.setup(owner, 2, 3)
    assert cards_of(first, 0) == {"gog-owner-headbutt"}
    assert cards_of(first, 1) == {"brann-owner-headbutt"}
    assert character_of(first, 0).name == "Gog, as printed"

    plain = GAME.setup(Options(characters=("gog", "zot")), 2, 3)
    assert character_of(plain, 0).name != "Gog, as printed"
    assert character_of(plain, 0).deck == "gog"
    assert not any(c.startswith(("gog-owner", "brann-owner")) for c in cards_of(plain, 0))
    assert "gog-owner-headbutt" not in load_catalog().cards
    assert "brann" not in house().characters and "brann" not in roster()
    assert not any("@" in deck for deck in house().decks)
    try:
        GAME.setup(Options(characters=("brann", "zot")), 2, 3)
    except ValueError as exc:
        assert "unknown character(s) ['brann']" in str(exc)
    else:
        raise AssertionError("an owner's character must not be seatable without its pack")


def test_the_owner_match_keeps_its_cards_after_another_match(tmp_path: Path) -> None:
    """Interleaved matches: each state resolves its own card set (catalog and mechanics)."""
    owner = Options(characters=("gog", "brann"), cards=(str(owner_dir(tmp_path)),))
    first = GAME.setup(owner, 2, 5)
    GAME.setup(Options(characters=("gog", "zot")), 2, 5)
    assert character_of(first, 0).name == "Gog, as printed"
    assert load_catalog(owner.cards)["gog-owner-headbutt"].name == "Owner Headbutt"
    assert GAME.legal_actions(first) == GAME.legal_actions(GAME.setup(owner, 2, 5))


def test_a_changed_pack_file_is_read_again_at_the_next_match(tmp_path: Path) -> None:
    owner = Options(characters=("gog", "brann"), cards=(str(owner_dir(tmp_path)),))
    assert character_of(GAME.setup(owner, 2, 3), 0).name == "Gog, as printed"
    (tmp_path / "gog.toml").write_text(GOG.replace("as printed", "edited"), encoding="utf-8")
    assert character_of(GAME.setup(owner, 2, 3), 0).name == "Gog, edited"


def test_a_running_match_keeps_the_files_it_started_with(tmp_path: Path) -> None:
    """The owner edits the pack and starts a new match: the older match is not switched."""
    old = Options(characters=("gog", "brann"), cards=(str(owner_dir(tmp_path)),))
    first = GAME.setup(old, 2, 3)
    (tmp_path / "gog.toml").write_text(GOG.replace("as printed", "edited"), encoding="utf-8")
    new = Options(characters=("gog", "brann"), cards=(str(tmp_path),))
    second = GAME.setup(new, 2, 3)
    assert character_of(second, 0).name == "Gog, edited"
    assert character_of(first, 0).name == "Gog, as printed"
