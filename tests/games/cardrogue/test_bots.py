"""The Card Rogue heuristic bot: its decisions on built positions, and its edge over random.

Positions are built with ``GAME.scenario`` and the bot sees only ``GAME.view(state, seat)`` and
the legal actions, as in a real game. The edge test plays fixed seeds, so it is deterministic.
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from dungeontable.bots import make, play_game
from dungeontable.core import Rng
from dungeontable.games.cardrogue import GAME
from dungeontable.games.cardrogue.bots import HeuristicBot
from dungeontable.games.cardrogue.bots.fighting import Arms, duel_odds
from dungeontable.games.cardrogue.bots.kit import reference_golem
from dungeontable.games.cardrogue.catalog import catalog_of
from dungeontable.games.cardrogue.options import Options
from dungeontable.games.cardrogue.state import State
from dungeontable.games.cardrogue.view import EnemyView


def build(
    setup: dict[str, Any], *, seats: int = 1, dice: tuple[int, ...] = (), **options: Any
) -> State:
    """A scenario position (``dice``: the faces the engine will roll next)."""
    state = GAME.scenario(Options(**options), setup, seats, 7)
    return msgspec.structs.replace(state, rng=state.rng.scripted(dice)) if dice else state


def choice(state: State, seat: int | None = None) -> str:
    """The bot's answer for the deciding seat, as action text."""
    decision = GAME.decision(state)
    assert decision is not None
    seat = decision.seat if seat is None else seat
    legal = GAME.legal_actions(state)
    action, _ = HeuristicBot(GAME).choose(GAME.view(state, seat), legal, Rng.from_seed(1))
    assert action in legal
    return action.to_text()


def answer(bot: HeuristicBot, state: State) -> str:
    """``bot``'s answer for the deciding seat (one bot across decisions: it remembers its route
    and when it stepped aside)."""
    decision = GAME.decision(state)
    assert decision is not None
    legal = GAME.legal_actions(state)
    action, _ = bot.choose(GAME.view(state, decision.seat), legal, Rng.from_seed(1))
    assert action in legal
    return action.to_text()


def tile(x: int, y: int, card: str = "crossroads", **extra: Any) -> dict[str, Any]:
    return {"at": [x, y], "card": card, **extra}


def hidden(x: int, y: int, card: str) -> dict[str, Any]:
    return {"at": [x, y], "card": card, "up": False}


def me(x: int, y: int, character: str = "cleric", **extra: Any) -> dict[str, Any]:
    return {"at": [x, y], "character": character, **extra}


# --- registry ------------------------------------------------------------------------------


def test_heuristic_level_is_offered_by_the_game() -> None:
    bot = make("heuristic", "cardrogue")
    assert isinstance(bot, HeuristicBot)
    assert bot.level == "heuristic"


# --- combat --------------------------------------------------------------------------------


def test_flees_the_golem_at_low_health() -> None:
    state = build(
        {
            "players": [me(0, 0, health=4)],
            "cells": [tile(0, 0, "start"), tile(0, 1, "golem", queue=[0]), tile(1, 0)],
        }
    )
    assert choice(state) == "flee"


def test_attacks_a_weak_enemy_when_healthy() -> None:
    state = build(
        {
            "players": [me(0, 0, health=10)],
            "cells": [tile(0, 0, "start"), tile(0, 1, "cave_bat", queue=[0]), tile(1, 0)],
        }
    )
    assert choice(state) == "attack dir=N"


def test_a_warrior_who_cannot_flee_attacks() -> None:
    """R116 (authored Warrior trait): no flee face, so fleeing would only cost a round."""
    state = build(
        {
            "players": [me(0, 0, "warrior", health=3)],
            "cells": [tile(0, 0, "start"), tile(0, 1, "goblin", queue=[0]), tile(1, 0)],
        }
    )
    assert choice(state) == "attack dir=N"


def test_flees_onto_the_tile_away_from_other_enemies() -> None:
    state = build(
        {
            "players": [me(0, 0)],
            "cells": [
                tile(0, 0),
                tile(0, 1, "troll", queue=[0]),
                tile(1, 0),
                tile(2, 0, "goblin"),
                tile(-1, 0),
            ],
            "phase": "flee",
        }
    )
    assert choice(state) == "flee-to dir=W"


def _cornered(seats: int) -> State:
    """The Cleric (2 health) can only go on past a Troll; nothing is left to explore."""
    players = [me(0, 0, health=2)]
    cells = [tile(0, 0), tile(1, 0), tile(1, 1, "troll")]
    if seats == 2:
        players.append(me(10, 1))
        cells += [tile(10, 0, "start"), tile(10, 1)]
    return build({"players": players, "cells": cells, "explore": []}, seats=seats)


def test_a_cornered_bot_takes_on_the_enemy_guarding_the_way() -> None:
    """R275, R241: waiting would keep the game still until the forfeit; a death only sends
    the bot back to a starting tile at full health."""
    state = _cornered(2)
    assert choice(state) == "move dir=E"
    state = GAME.apply(state, GAME.actions.parse("move dir=E")).state
    assert choice(state) == "attack dir=N"  # fleeing would bring it back next turn


def test_a_cornered_solo_bot_waits() -> None:
    """R281: in solo play a death loses the game, so the bot does not walk into the Troll."""
    assert choice(_cornered(1)) == "end-turn"


def test_steps_aside_when_a_player_blocks_the_only_way() -> None:
    """R011, R275: the other player on the way to the fountain leaves no way round; in the first
    round (one in three) the Cleric steps aside, so two bots blocking each other's corridor
    do not wait for ever. (With tripping allowed it trips him first, ``turn.trip_through``;
    here A-37 allows none.)"""
    state = build(
        {
            "players": [me(0, 0, health=3), me(1, 0)],
            "cells": [tile(-1, 0), tile(0, 0), tile(1, 0), tile(2, 0, "fountain")],
            "explore": [],
        },
        seats=2,
        max_trip_or_steal_per_turn=0,
    )
    assert choice(state) == "move dir=W"


def test_steps_into_a_side_passage_out_of_a_players_way_and_stays_there() -> None:
    """R011: blocked by a player with no way round, the Explorer steps into the side passage
    (the player can then pass), not back along the corridor, and does not step back into his
    way with its extra move (R053). (No tripping allowed, A-37: it would trip him first.)"""
    state = build(
        {
            "players": [me(0, 0, "explorer", health=3), me(1, 0)],
            "cells": [
                tile(-1, 0),
                tile(0, 0),
                tile(0, -1, "dead_end", paths="N"),
                tile(1, 0),
                tile(2, 0, "fountain"),
            ],
            "explore": [],
        },
        seats=2,
        max_trip_or_steal_per_turn=0,
    )
    bot = HeuristicBot(GAME)
    assert answer(bot, state) == "move dir=S"
    state = GAME.apply(state, GAME.actions.parse("move dir=S")).state
    assert answer(bot, state) == "end-turn"  # the same bot remembers it stepped aside


def test_a_player_in_the_way_is_not_walked_round_the_long_way() -> None:
    """R011: the other player stands on the short way to the fountain; the way round him is
    longer, and a bot that took it turned back as soon as he was no longer next to it (to and
    fro for ever, the game kept still). In this round (one in three steps aside) it waits
    (no tripping allowed, A-37: it would trip him first)."""
    cells = [
        tile(0, 0),
        tile(1, 0, "passage", paths="EW"),
        tile(2, 0, "fountain"),
        tile(0, 1, "passage", paths="NS"),
        tile(0, 2, "bend", paths="ES"),
        tile(1, 2, "passage", paths="EW"),
        tile(2, 2, "bend", paths="SW"),
        tile(2, 1, "passage", paths="NS"),
    ]
    players = [me(0, 0, health=3), me(1, 0)]
    state = build(
        {"players": players, "cells": cells, "explore": [], "turns": 2},
        seats=2,
        max_trip_or_steal_per_turn=0,
    )
    assert choice(state) == "end-turn"


def test_a_fountain_next_to_an_enemy_is_no_place_to_rest() -> None:
    """R060, R150: standing on the only fountain means fighting the Troll next to it, so the
    weak Cleric flips the card next to it rather than walk there to rest first."""
    cells = [
        tile(0, 0),
        hidden(0, 1, "passage"),
        tile(1, 0, "passage", paths="EW"),
        tile(2, 0, "fountain"),
        tile(3, 0, "troll"),
    ]
    state = build({"players": [me(0, 0, health=2)], "cells": cells, "explore": ["kobold"]})
    assert choice(state) == "flip dir=N"


def test_too_weak_to_flip_it_rests_on_the_fountain_rather_than_walk_to_a_card() -> None:
    """R150, R275: late, with the Golem still face-down, a card left to flip is worth a lot,
    but below ``goals.FLIP_HEALTH`` the bot would not flip it: it walked there, turned back
    to the fountain and never rested. It stays on the fountain."""
    cells = [
        tile(0, 0, "fountain"),
        tile(1, 0, "passage", paths="EW"),
        hidden(2, 0, "kobold"),
        tile(10, 0, "start"),
    ]
    players = [me(0, 0, health=3), me(10, 0)]
    state = build({"players": players, "cells": cells, "explore": []}, seats=2)
    assert choice(state) == "end-turn"


def test_a_golem_no_respawn_reaches_does_not_send_the_bot_at_the_enemy_in_its_way() -> None:
    """R241, R275: the Golem is out of reach, but no starting tile lies in its part of the map:
    a death would only bring the bot back here, so it walks to the potion instead of taking on
    the Troll (it fought an enemy it could not beat for ever)."""
    state = build(
        {
            "players": [me(11, 0), me(5, 5)],
            "cells": [
                tile(0, 0),
                tile(0, 1, "golem"),
                tile(10, 0, "start"),
                tile(11, 0),
                tile(11, -1, "potion_red"),
                tile(12, 0, "passage", paths="EW"),
                tile(13, 0, "troll"),
                tile(5, 5, "start"),
            ],
            "explore": [],
        },
        seats=2,
    )
    assert choice(state) == "move dir=S"


def test_players_further_along_the_way_do_not_turn_the_bot_round() -> None:
    """R011: two players stand on the short way to the fountain, but not next to the bot: they
    will have moved on by the time it gets there, so it keeps going (pricing them sent it back
    round the long way, and once they moved, back again: to and fro for ever)."""
    cells = [
        tile(0, 0),
        tile(1, 0, "passage", paths="EW"),
        tile(2, 0, "passage", paths="EW"),
        tile(3, 0, "passage", paths="EW"),
        tile(4, 0, "bend", paths="NW"),
        tile(4, 1, "fountain"),
        tile(0, 1, "passage", paths="NS"),
        tile(0, 2, "bend", paths="ES"),
        tile(1, 2, "passage", paths="EW"),
        tile(2, 2, "passage", paths="EW"),
        tile(3, 2, "passage", paths="EW"),
        tile(4, 2, "bend", paths="SW"),
    ]
    players = [me(1, 0, health=3), me(3, 0), me(4, 0)]
    state = build({"players": players, "cells": cells, "explore": []}, seats=3)
    assert choice(state) == "move dir=E"


def test_keeps_to_the_route_it_walks_while_it_is_not_much_longer() -> None:
    """The bot remembers the route it walks (``Memo.plans``): the shortest way from each new tile
    can swap between two about as long, and following each new one walked it to and fro. A
    route two steps longer is kept (up to ``turn.DETOUR``); one through a tile that is not
    open any more is dropped."""
    cells = [
        tile(0, 0),
        tile(1, 0, "passage", paths="EW"),
        tile(2, 0, "passage", paths="EW"),
        tile(3, 0, "passage", paths="EW"),
        tile(4, 0, "bend", paths="NW"),
        tile(4, 1, "fountain"),
        tile(0, 1, "passage", paths="NS"),
        tile(0, 2, "bend", paths="ES"),
        tile(1, 2, "passage", paths="EW"),
        tile(2, 2, "passage", paths="EW"),
        tile(3, 2, "passage", paths="EW"),
        tile(4, 2, "bend", paths="SW"),
    ]
    state = build({"players": [me(0, 0, health=3)], "cells": cells, "explore": []})
    upper = ((0, 0), (0, 1), (0, 2), (1, 2), (2, 2), (3, 2), (4, 2), (4, 1))
    bot = HeuristicBot(GAME)
    assert answer(bot, state) == "move dir=E"  # no route yet: the short way
    bot.memo.plans[0] = ((4, 1), upper)
    assert answer(bot, state) == "move dir=N"  # 7 steps against 5: kept
    bot.memo.plans[0] = ((4, 1), ((0, 0), (-1, 0), (-1, 1), (-1, 2), *upper[1:]))
    assert answer(bot, state) == "move dir=E"  # through a tile not on the map: dropped


# --- exploring -----------------------------------------------------------------------------


def test_flips_the_card_next_to_it_when_healthy() -> None:
    state = build(
        {
            "players": [me(0, 0)],
            "cells": [tile(0, 0, "start"), hidden(0, 1, "passage")],
        }
    )
    assert choice(state) == "flip dir=N"


def test_walks_to_a_potion() -> None:
    state = build(
        {
            "players": [me(0, 0)],
            "cells": [
                tile(0, 0, "start"),
                tile(1, 0, "passage", paths="EW"),
                tile(2, 0, "potion_red"),
                tile(-1, 0, "dead_end", paths="E"),
            ],
        }
    )
    assert choice(state) == "move dir=E"


def test_carries_the_key_to_the_chest() -> None:
    state = build(
        {
            "players": [me(0, 0, hand=["key"])],
            "cells": [
                tile(0, 0, "start"),
                tile(-1, 0, "passage", paths="EW"),
                tile(-2, 0, "chest"),
                tile(1, 0, "passage", paths="EW"),
                hidden(2, 0, "passage"),
            ],
            "step": 2,
        }
    )
    assert choice(state) == "move dir=W"


def test_races_to_an_exit_in_the_end_rush_when_ahead() -> None:
    state = build(
        {
            "players": [me(0, 1, hand=["golem"]), me(10, 0)],
            "cells": [
                tile(0, 0, "start"),
                tile(0, 1),
                hidden(0, 2, "passage"),
                tile(10, 0, "start"),
            ],
            "end_rush": True,
            "step": 2,
        },
        seats=2,
    )
    assert choice(state) == "move dir=S"


# --- potions, equipment and the shop --------------------------------------------------------


def test_drinks_a_known_healing_potion_at_low_health_in_combat() -> None:
    """R195, §6.7: the goblin's next hit would kill it, so it drinks before attacking."""
    state = build(
        {
            "players": [me(0, 0, "warrior", health=2, hand=["potion_red", "potion_blue"])],
            "cells": [tile(0, 0, "start"), tile(0, 1, "goblin", queue=[0]), tile(1, 0)],
            "identified": {"red": "healing", "blue": "poison"},
        }
    )
    assert choice(state) == "drink card=potion_red"


def test_drinks_a_known_healing_potion_when_low_out_of_combat() -> None:
    state = build(
        {
            "players": [me(0, 0, health=3, hand=["potion_red"])],
            "cells": [tile(0, 0, "start"), tile(1, 0)],
            "identified": {"red": "healing"},
        }
    )
    assert choice(state) == "drink card=potion_red"


def test_keeps_a_healing_potion_while_healthy() -> None:
    state = build(
        {
            "players": [me(0, 0, hand=["potion_red"])],
            "cells": [tile(0, 0, "start"), hidden(0, 1, "passage")],
            "identified": {"red": "healing"},
        }
    )
    assert choice(state) == "flip dir=N"


def test_drinks_known_strength_at_once() -> None:
    """R197: +1 to every attack roll for good."""
    state = build(
        {
            "players": [me(0, 0, hand=["potion_green"])],
            "cells": [tile(0, 0, "start"), hidden(0, 1, "passage")],
            "identified": {"green": "strength"},
        }
    )
    assert choice(state) == "drink card=potion_green"


def test_throws_known_poison_at_the_golem() -> None:
    """R196, §6.7: a known poison potion goes at a boss the bot is fighting."""
    state = build(
        {
            "players": [me(0, 0, "warrior", hand=["potion_blue"], equipment={"primary": "maul"})],
            "cells": [tile(0, 0, "start"), tile(0, 1, "golem", queue=[0]), tile(1, 0)],
            "identified": {"blue": "poison"},
        }
    )
    assert choice(state) == "throw card=potion_blue dir=N"


def test_equips_a_weapon_from_its_hand() -> None:
    """R171: a weapon works only while equipped."""
    state = build(
        {
            "players": [me(0, 0, hand=["sword"])],
            "cells": [tile(0, 0, "start"), hidden(0, 1, "passage")],
        }
    )
    assert choice(state) == "equip card=sword slot=primary"


def test_buys_armor_at_the_shop_and_pays_with_loot() -> None:
    """R162: the chestplate is the best upgrade it can afford; loot pays, the potion stays."""
    state = build(
        {
            "players": [me(0, 0, "warrior", hand=["troll", "goblin", "kobold", "potion_red"])],
            "cells": [tile(0, 0, "shop"), tile(1, 0)],
            "identified": {"red": "healing"},
        },
        solo_goals=("chest",),
    )
    chosen = [choice(state)]
    state = GAME.apply(state, GAME.actions.parse(chosen[-1])).state
    while GAME.decision(state).kind == "pay":  # type: ignore[union-attr]
        chosen.append(choice(state))
        state = GAME.apply(state, GAME.actions.parse(chosen[-1])).state
    assert chosen == ["buy card=chestplate", "pay card=troll", "pay card=goblin", "pay card=kobold"]
    assert state.players[0].hand == ("potion_red", "gold_1", "chestplate")


def test_walks_to_the_shop_when_it_can_afford_an_upgrade() -> None:
    state = build(
        {
            "players": [me(0, 0, "warrior", hand=["troll", "goblin"]), me(10, 0)],
            "cells": [
                tile(0, 0, "start"),
                tile(1, 0, "passage", paths="EW"),
                tile(2, 0, "shop"),
                tile(-1, 0, "passage", paths="EW"),
                hidden(-2, 0, "passage"),
                tile(10, 0, "start"),
            ],
            "explore": ["kobold", "goblin"],
            "step": 2,
        },
        seats=2,
    )
    assert choice(state) == "move dir=E"


def test_saves_for_the_debt_when_it_is_a_solo_goal() -> None:
    """R166, R280: alone with the debt to buy, it keeps its gold instead of buying a sword."""
    setup = {
        "players": [me(0, 0, "warrior", hand=["troll", "goblin"])],
        "cells": [tile(0, 0, "shop"), hidden(0, 1, "passage")],
    }
    assert choice(build(setup, solo_goals=("debt",))) == "flip dir=N"
    assert choice(build(setup, solo_goals=("chest",))) == "buy card=sword"


# --- death and rivals ------------------------------------------------------------------------


def _died_near_the_golem(explore: list[str]) -> State:
    """The Warrior dies at (2, 1); the starting tile (0, 0) lies next to the Golem."""
    state = build(
        {
            "players": [me(2, 1, "warrior", health=1), me(10, 1)],
            "cells": [
                tile(0, 0, "start"),
                tile(0, 1, "golem"),
                tile(5, 0, "start"),
                tile(2, 1),
                tile(2, 2, "goblin", queue=[0]),
                tile(10, 0, "start"),
                tile(10, 1),
            ],
            "explore": explore,
        },
        seats=2,
        dice=(1,),
    )
    died: State = GAME.apply(state, GAME.actions.parse("attack dir=N")).state
    assert GAME.decision(died).kind == "respawn"  # type: ignore[union-attr]
    return died


def test_respawns_away_from_a_waiting_enemy() -> None:
    """R241: the nearest starting tile lies next to the golem: a fight the moment it is back."""
    assert choice(_died_near_the_golem(["kobold", "goblin"])) == "respawn x=5 y=0"


def test_late_in_the_game_respawns_next_to_the_golem() -> None:
    """R275, A-27: with the exploration stack empty only the Golem can end the game: the
    starting tile next to it is the shortest way to its fight."""
    assert choice(_died_near_the_golem([])) == "respawn x=0 y=0"


def test_late_in_the_game_respawns_where_the_golem_can_be_reached_even_next_to_an_enemy() -> None:
    """R241, R275: only the starting tile (0, 0) lies in the Golem's part of the map; a Goblin
    watches it, but from any other the Golem cannot be reached at all."""
    state = build(
        {
            "players": [me(2, 1, "warrior", health=1), me(10, 1)],
            "cells": [
                tile(0, 0, "start"),
                tile(-1, 0, "goblin"),
                tile(0, 1, "passage", paths="NS"),
                tile(0, 2, "golem"),
                tile(5, 0, "start"),
                tile(2, 1),
                tile(2, 2, "goblin", queue=[0]),
                tile(10, 0, "start"),
                tile(10, 1),
            ],
            "explore": [],
        },
        seats=2,
        dice=(1,),
    )
    died = GAME.apply(state, GAME.actions.parse("attack dir=N")).state
    assert GAME.decision(died).kind == "respawn"  # type: ignore[union-attr]
    assert choice(died) == "respawn x=0 y=0"


def _golem_out_of_reach(hand: list[str]) -> State:
    """Late: the Golem stands next to the starting tile (0, 0), in a part of the map the bot at
    (11, 0) cannot walk to; a Spike Trap lies on its side."""
    return build(
        {
            "players": [me(11, 0, hand=hand), me(5, 5)],
            "cells": [
                tile(0, 0, "start"),
                tile(0, 1, "golem"),
                tile(10, 0, "start"),
                tile(11, 0, "passage", paths="EW"),
                tile(12, 0, "spike_trap", paths="EW"),
                tile(13, 0, "dead_end", paths="W"),
                tile(5, 5),
            ],
            "explore": [],
        },
        seats=2,
    )


def test_walks_onto_a_trap_to_respawn_next_to_a_golem_out_of_reach() -> None:
    """R055, R241, R275: no enemy to step up to and no teleport potion; every entry springs the
    Spike Trap, and a death sends the bot back to the starting tile next to the Golem (waiting
    would keep the game still until everyone forfeits)."""
    state = _golem_out_of_reach([])
    assert choice(state) == "move dir=E"
    on_trap = msgspec.structs.replace(
        state, players=(msgspec.structs.replace(state.players[0], pos=12000), state.players[1])
    )
    assert choice(on_trap) == "move dir=E"  # off the trap (toward the dead end), to come back


def test_drinks_an_unknown_potion_that_may_teleport_it_to_a_golem_out_of_reach() -> None:
    """R193, R199: no colour is known yet, so the red potion may be Teleportation."""
    assert choice(_golem_out_of_reach(["potion_red"])) == "drink card=potion_red"


def test_late_with_the_golem_still_face_down_it_goes_to_flip_the_cards_left() -> None:
    """R275: nothing is left to explore and no Golem is revealed: it lies face-down on the map,
    so the card left to flip is worth more than the potion on the other side."""
    cells = [
        tile(0, 0, "start"),
        tile(1, 0, "passage", paths="EW"),
        tile(2, 0, "potion_red"),
        tile(-1, 0, "passage", paths="EW"),
        tile(-2, 0, "passage", paths="EW"),
        hidden(-3, 0, "golem"),
        tile(10, 0, "start"),
    ]
    late = build({"players": [me(0, 0), me(10, 0)], "cells": cells, "explore": []}, seats=2)
    assert choice(late) == "move dir=W"
    early = build(
        {"players": [me(0, 0), me(10, 0)], "cells": cells, "explore": ["kobold"]}, seats=2
    )
    assert choice(early) == "move dir=E"


def test_steals_from_the_leader_next_to_it_after_moving() -> None:
    """R254, §6.7: a failed steal costs nothing; it comes after the move (R023)."""
    state = build(
        {
            "players": [me(0, 0), me(1, 0, hand=["basilisk", "gold_5"], vp=1)],
            "cells": [tile(0, 0, "start"), tile(1, 0)],
            "step": 3,
            "moved": True,
        },
        seats=2,
    )
    assert choice(state) == "steal dir=E"


def test_trips_the_leader_in_the_end_rush() -> None:
    """R252: in the race to the exit a tripped leader loses a turn."""
    state = build(
        {
            "players": [me(0, 0, vp=1), me(1, 0, vp=1)],
            "cells": [tile(0, 0), tile(1, 0), tile(0, -1, "passage", paths="NS")],
            "end_rush": True,
            "step": 3,
            "moved": True,
        },
        seats=2,
    )
    assert choice(state) == "trip dir=E"


# --- games against a random bot that never ended ------------------------------------------


def test_a_drop_pile_under_the_bot_does_not_keep_it_there() -> None:
    """R059: a drop pile is taken by moving onto it. Valued on its own tile, it kept the bot
    there for 30 rounds (seed 21 against a random bot, 2 seats); it walks to the card."""
    cells = [
        tile(0, 0, "dead_end", paths="E", drop=["gold_5"]),
        tile(1, 0, "passage", paths="EW"),
        hidden(2, 0, "passage"),
    ]
    state = build({"players": [me(0, 0)], "cells": cells, "explore": []})
    assert choice(state) == "move dir=E"


def test_too_weak_to_flip_it_walks_to_its_destination_not_back_to_the_fountain() -> None:
    """R150: too weak to flip the card next to it, the Cleric walks to the potion it heads for,
    as from a tile with nothing to flip. It turned toward the far fountain only on this tile,
    and back on the next (to and fro, seed 174 against a random bot)."""
    cells = [tile(0, 0), hidden(0, 1, "passage"), tile(1, 0, "potion_red")]
    cells += [tile(-x, 0, "passage", paths="EW") for x in range(1, 6)]
    cells += [tile(-6, 0, "fountain")]
    state = build({"players": [me(0, 0, health=3)], "cells": cells, "explore": []})
    assert choice(state) == "move dir=E"


def test_fights_the_troll_it_came_to_hunt_counting_its_healing_potion() -> None:
    """``goals.hunt_value`` counts a known healing potion as health to spend (R195): the
    Explorer walked up to the Troll, then fled it without counting the potion, and came back
    (to and fro until the turn cap, seed 171 against a random bot)."""
    state = build(
        {
            "players": [me(0, 0, "explorer", health=9, hand=["potion_red"])],
            "cells": [tile(0, 0), tile(0, 1, "troll", queue=[0]), tile(1, 0)],
            "identified": {"red": "healing"},
        }
    )
    assert choice(state) == "attack dir=N"


def test_flees_onto_a_fountain_when_wounded() -> None:
    """R112, R150: a wounded bot flees onto the free fountain next to it, not the tile with
    more ways on. Fleeing the Golem to heal (``combat.LAST_STAND``) onto another tile, with the
    fountain beyond the Golem's side, it walked straight back (seed 69 against a random bot)."""
    state = build(
        {
            "players": [me(0, 0, health=5)],
            "cells": [
                tile(0, 0),
                tile(0, 1, "troll", queue=[0]),
                tile(1, 0),
                tile(2, 0),
                tile(1, -1),
                tile(-1, 0, "fountain"),
            ],
            "phase": "flee",
        }
    )
    assert choice(state) == "flee-to dir=W"


def test_late_it_rests_on_the_fountain_to_full_health_before_the_golem() -> None:
    """R150, R275: on a fountain, the bot heals to full before it leaves for the Golem. It left
    as soon as it was back within ``goals.HEAL_FIRST`` of full; a trap on its way took it below
    that again, and it turned back to rest, to and fro until the turn cap (seed 102)."""
    cells = [
        tile(0, 0, "fountain"),
        tile(1, 0, "passage", paths="EW"),
        tile(2, 0, "passage", paths="EW"),
        tile(3, 0, "golem"),
        tile(10, 0, "start"),
    ]
    players = [me(0, 0, "warrior", health=11), me(10, 0)]
    state = build({"players": players, "cells": cells, "explore": []}, seats=2)
    assert choice(state) == "end-turn"


def test_a_warrior_who_can_neither_slay_nor_flee_a_zombie_tries_an_unknown_potion() -> None:
    """R132, R116, R193: with the Leaden Charm (-1) the Warrior's best blow (6) is short of the
    Zombie's 7, which heals fully each turn, and it cannot flee: it drinks the unknown potion
    (it may be strength or teleportation) rather than attack for ever (seed 38, 30 rounds)."""
    state = build(
        {
            "players": [me(0, 0, "warrior", hand=["leaden_charm", "potion_red"])],
            "cells": [tile(0, 0), tile(0, 1, "zombie", queue=[0]), tile(1, 0)],
        }
    )
    assert choice(state) == "drink card=potion_red"


def test_in_the_end_rush_it_steps_off_its_starting_tile_to_step_back_on() -> None:
    """R063, R272: moving onto a starting tile is the exit. Standing on the only one it could
    reach, ahead in the end rush, the bot waited there until the turn cap (seed 62, 3 seats)."""
    cells = [
        tile(0, 0, "start"),
        tile(0, 1, "dead_end", paths="S"),
        tile(10, 0, "start"),
        tile(10, 1),
    ]
    players = [me(0, 0, vp=2), me(10, 1)]
    state = build({"players": players, "cells": cells, "end_rush": True}, seats=2)
    assert choice(state) == "move dir=N"


def _blocked(**options: Any) -> State:
    """The weak Cleric's only way to the fountain is past the other player."""
    return build(
        {
            "players": [me(0, 0, health=3), me(1, 0)],
            "cells": [tile(-1, 0), tile(0, 0), tile(1, 0), tile(2, 0, "fountain")],
            "explore": [],
        },
        seats=2,
        **options,
    )


def test_trips_a_player_who_blocks_the_only_way() -> None:
    """R252: a failed trip costs nothing; a random bot on the only way on ends most turns
    where it stands, and the bot waited behind it until the turn cap (seed 53)."""
    assert choice(_blocked()) == "trip dir=E"


def test_hops_over_the_tripped_player_onto_its_way_on() -> None:
    """R252: the hop after a trip lands on the next tile of the route (it used to stay put)."""
    state = GAME.apply(_blocked(dice=(5,)), GAME.actions.parse("trip dir=E")).state
    assert GAME.decision(state).kind == "hop"  # type: ignore[union-attr]
    assert choice(state) == "hop dir=E"


# --- arithmetic --------------------------------------------------------------------------------


def test_duel_odds_are_certain_when_every_face_kills() -> None:
    cat = catalog_of(())
    arms = Arms(cat, "warrior", ("battle_axe", "", "", "", ""), ())
    bat = EnemyView(
        uid=1, card="cave_bat", x=0, y=1, health=3, max_health=3, attack_mod=0, poison=0,
        poisoner=-1, ticked=-1, paralyzed=0, queue=(0,), hurt=False, rolled=0,
    )  # fmt: skip
    assert arms.hits() == (4.0, 4.0, 4.0, 5.0, 6.0, 7.0)
    assert duel_odds(cat, arms, bat, 1) == pytest.approx(1.0, abs=1e-12)


def test_duel_odds_against_the_golem_grow_with_armor_and_potions() -> None:
    """R136: 2 x d6 against the Warrior (12 health, +1) with a Maul; armor and a potion help."""
    cat = catalog_of(())
    golem = reference_golem(cat, 0)
    bare = Arms(cat, "warrior", ("maul", "", "", "", ""), ())
    armored = Arms(cat, "warrior", ("maul", "", "helm", "chestplate", "boots"), ())
    assert duel_odds(cat, bare, golem, 12) < duel_odds(cat, armored, golem, 12)
    assert duel_odds(cat, armored, golem, 12) < duel_odds(cat, armored, golem, 12, potions=1)
    assert round(duel_odds(cat, bare, golem, 12), 2) == 0.69  # house Golem: 12 health
    assert round(duel_odds(cat, armored, golem, 12), 2) == 0.93


def test_choices_are_a_pure_function_of_the_view() -> None:
    """Same view, same answer; the rng comes back untouched."""
    state = build(
        {
            "players": [me(0, 0, health=10)],
            "cells": [tile(0, 0, "start"), tile(0, 1, "goblin", queue=[0]), tile(1, 0)],
        }
    )
    bot = HeuristicBot(GAME)
    view, legal = GAME.view(state, 0), GAME.legal_actions(state)
    rng = Rng.from_seed(5)
    answers = {bot.choose(view, legal, rng)[0].to_text() for _ in range(3)}
    assert answers == {"attack dir=N"}
    assert bot.choose(view, legal, rng)[1] == rng


# --- the edge over random --------------------------------------------------------------------


@pytest.mark.slow
def test_heuristic_beats_random_over_fixed_seeds() -> None:
    """60 seeded two-player games, seats alternating: the heuristic wins strictly more."""
    wins = {"heuristic": 0, "random": 0}
    for seed in range(60):
        lineup = ["heuristic", "random"] if seed % 2 == 0 else ["random", "heuristic"]
        outcome, _ = play_game(GAME, Options(), lineup, seed)
        for seat in outcome.winners:
            wins[lineup[seat]] += 1
    assert wins["heuristic"] > wins["random"]
