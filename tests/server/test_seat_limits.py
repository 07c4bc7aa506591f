"""``GET /api/games/{name}/seats``: the seat range a table takes with the options chosen.

The lobby's seats editor follows it, so it must be what match creation then accepts (Red Dragon
Inn's ``max_players``, R-2.7, is the table-size option of a registered game).
"""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

pytestmark = pytest.mark.timeout(60)


def seats(client: TestClient, game: str, **query: str) -> tuple[int, dict[str, object]]:
    answer = client.get(f"/api/games/{game}/seats", params=query)
    return answer.status_code, answer.json()


def test_rdi_default_options_take_two_to_eight(client: TestClient) -> None:
    assert seats(client, "rdi") == (200, {"min_seats": 2, "max_seats": 8})


def test_rdi_max_players_widens_the_range(client: TestClient) -> None:
    assert seats(client, "rdi", max_players="12") == (200, {"min_seats": 2, "max_seats": 12})
    assert seats(client, "rdi", max_players="5") == (200, {"min_seats": 2, "max_seats": 5})


def test_other_options_leave_the_range_alone(client: TestClient) -> None:
    assert seats(client, "rdi", hand_size="6", overflow="uncapped") == (
        200,
        {"min_seats": 2, "max_seats": 8},
    )


def test_a_game_without_a_table_size_option_answers_its_own_range(client: TestClient) -> None:
    assert seats(client, "tally", rounds="3", fast="true") == (
        200,
        {"min_seats": 1, "max_seats": 3},
    )


@pytest.mark.parametrize(
    ("query", "detail"),
    [
        (
            {"max_players": "20"},
            "bad value '20' for option max_players: it must be 2 to 16",
        ),
        (
            {"max_players": "many"},
            "bad value 'many' for option max_players: Expected `int`, got `str` (2 to 16)",
        ),
        (
            {"overflow": "sometimes"},
            "bad value 'sometimes' for option overflow: Invalid enum value 'sometimes' "
            "(one of: lost, uncapped)",
        ),
    ],
)
def test_a_bad_value_is_refused_naming_the_option(
    client: TestClient, query: dict[str, str], detail: str
) -> None:
    assert seats(client, "rdi", **query) == (400, {"detail": detail})


def test_an_unknown_option_is_refused_listing_the_known_ones(client: TestClient) -> None:
    status, body = seats(client, "tally", speed="2")
    assert status == 400
    assert body == {"detail": "unknown option(s) speed; known options: fast, rounds"}


def test_an_unknown_game_is_not_found(client: TestClient) -> None:
    status, body = seats(client, "chess")
    assert status == 404
    assert str(body["detail"]).startswith("unknown game 'chess'; registered games: ")


def test_tuple_options_take_comma_separated_values(client: TestClient) -> None:
    assert seats(client, "cardrogue", solo_goals="chest, debt") == (
        200,
        {"min_seats": 1, "max_seats": 4},
    )
    assert seats(client, "cardrogue", tiebreak="") == (200, {"min_seats": 1, "max_seats": 4})


@pytest.mark.parametrize(("max_players", "count", "status"), [(12, 12, 200), (12, 13, 400)])
def test_match_creation_accepts_exactly_the_range_answered(
    client: TestClient, max_players: int, count: int, status: int
) -> None:
    high = seats(client, "rdi", max_players=str(max_players))[1]["max_seats"]
    assert high == max_players
    answer = client.post(
        "/api/matches",
        json={"game": "rdi", "options": {"max_players": max_players}, "seats": ["human"] * count},
    )
    assert answer.status_code == status
    if status == 400:
        assert answer.json() == {
            "detail": f"The Red Dragon Inn takes 2-{high} seats; 13 were given"
        }
