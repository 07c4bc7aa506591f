"""Value types: text and JSON forms round-trip; parse errors say what was wrong."""

from __future__ import annotations

from typing import Literal

import msgspec
import pytest

from dungeontable.core import (
    Action,
    Decision,
    DeckShuffled,
    DieRolled,
    Event,
    IllegalAction,
    Outcome,
    ParseError,
    ValueCodec,
    codec,
    kind_of,
)


class MoveTo(Action, frozen=True):
    x: int
    y: int


class Say(Action, frozen=True):
    text: str
    tags: tuple[str, ...] = ()
    grid: tuple[tuple[int, ...], ...] = ()
    target: int | None = None
    loud: bool = False
    volume: float = 1.0


class Pass(Action, frozen=True):
    pass


class Spoke(Event, frozen=True, kw_only=True):
    seat: int
    text: str


CODEC: ValueCodec[Action] = ValueCodec([MoveTo, Say, Pass])

VALUES = [
    MoveTo(3, -2),
    Pass(),
    Say("hello"),
    Say("two words", ("a b", "c]d", 'q"uote'), ((1, 2), (3,)), 0, True, -0.5),
    Say("true"),
    Say("null"),
    Say("12"),
    Say(""),
    Say("x=1 y=2"),
    Say("back\\slash\nnewline"),
    Say("café ☕"),
    Say("a:b-c.d_e"),
]


@pytest.mark.parametrize("value", VALUES, ids=lambda v: v.to_text())
def test_text_and_json_forms_round_trip(value: Action) -> None:
    assert CODEC.parse(value.to_text()) == value
    assert CODEC.from_json(value.to_json()) == value
    assert CODEC.from_builtins(msgspec.to_builtins(value)) == value
    assert str(value) == value.to_text()


def test_text_forms_are_readable() -> None:
    assert MoveTo(3, -2).to_text() == "move-to x=3 y=-2"
    assert Pass().to_text() == "pass"
    assert Say("hi there", ("x",), target=None, loud=True).to_text() == (
        'say text="hi there" tags=["x"] grid=[] target=null loud=true volume=1.0'
    )
    assert Say("true").to_text().startswith('say text="true"')
    assert MoveTo(1, 2).to_json() == b'{"type":"move-to","x":1,"y":2}'


def test_kinds_are_kebab_case_class_names() -> None:
    assert kind_of("MoveTo") == "move-to"
    assert kind_of("OfferLoot") == "offer-loot"
    assert (MoveTo.kind(), Pass.kind(), DieRolled.kind()) == ("move-to", "pass", "die-rolled")

    class Custom(Action, frozen=True, tag="my-tag"):
        pass

    assert Custom.kind() == "my-tag"


def test_text_parsing_tolerates_spacing_and_field_order() -> None:
    assert CODEC.parse("  move-to   y=4 x=1 ") == MoveTo(1, 4)
    assert CODEC.parse("say loud=true text=hi") == Say("hi", loud=True)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("jump x=1", "unknown kind 'jump'; known kinds: move-to, pass, say"),
        ("", "unknown kind ''; known kinds: move-to, pass, say"),
        ("move-to x=1", "bad 'move-to': field 'y' is missing (write y=...); its fields: x, y"),
        ("move-to x=1 y=two", "bad 'move-to': y=two is not a whole number"),
        ("move-to x=1 z=2", "'move-to' has no field 'z'; its fields: x, y"),
        ("move-to x=1 x=2 y=0", "field 'x' is given twice in 'move-to x=1 x=2 y=0'"),
        ("move-to x=1 y=", "field 'y' has no value in 'move-to x=1 y='"),
        ("move-to 1 2", "cannot read '1 2' in 'move-to 1 2': write field=value pairs"),
        ("pass type=say", "'pass' has no field 'type'; its fields: none"),
        ('say text="open', "field 'text': '\"open' is not valid JSON"),
        ("say text=hi tags=[1,2", "field 'tags': '[1,2' is not valid JSON"),
    ],
)
def test_parse_errors_say_what_was_wrong(text: str, message: str) -> None:
    with pytest.raises(ParseError) as info:
        CODEC.parse(text)
    assert str(info.value).startswith(message)


def test_json_errors_are_parse_errors() -> None:
    with pytest.raises(ParseError, match="bad JSON value"):
        CODEC.from_json(b'{"type": "jump"}')
    with pytest.raises(ParseError, match="bad JSON value"):
        CODEC.from_json(b"not json")
    with pytest.raises(ParseError, match="bad JSON value"):
        CODEC.from_builtins({"type": "move-to", "x": 1})


def test_a_codec_of_one_class_works() -> None:
    codec: ValueCodec[Action] = ValueCodec([MoveTo])
    assert codec.parse("move-to x=0 y=0") == MoveTo(0, 0)
    assert codec.from_json(b'{"type":"move-to","x":5,"y":6}') == MoveTo(5, 6)


def test_events_carry_visibility_and_describe_themselves() -> None:
    rolled = DieRolled(seat=1, purpose="attack", sides=6, value=4)
    assert rolled.describe() == "seat 1 rolled a d6 for attack: 4"
    assert DieRolled(seat=None, purpose="spawn", sides=4, value=2, to=(0,)).describe() == (
        "the game rolled a d4 for spawn: 2"
    )
    assert DeckShuffled(deck="loot", size=12).describe() == "the loot deck was shuffled (12 cards)"
    spoke = Spoke(seat=0, text="hi all", to=(0, 2))
    assert spoke.describe() == spoke.to_text() == 'spoke to=[0,2] seat=0 text="hi all"'
    events: ValueCodec[Event] = ValueCodec([Spoke, DieRolled])
    assert events.parse(spoke.to_text()) == spoke
    assert events.from_json(rolled.to_json()) == rolled


def test_illegal_action_message_lists_what_is_allowed() -> None:
    plain = IllegalAction("you cannot move there")
    assert (str(plain), plain.reason, plain.allowed) == (
        "you cannot move there",
        "you cannot move there",
        (),
    )
    some = IllegalAction("no such enemy", ("attack enemy=0", "pass"))
    assert str(some) == "no such enemy. Allowed now: attack enemy=0; pass"
    many = IllegalAction("wrong", tuple(f"move-to x={i} y=0" for i in range(15)))
    assert str(many).endswith("move-to x=11 y=0 (and 3 more)")
    assert str(many).count("move-to") == 12


def test_an_event_field_named_to_is_refused() -> None:
    """``to`` is every event's visibility; a field of that name would silently replace it."""
    with pytest.raises(TypeError, match="Gave: an event field may not be named 'to'"):

        class Gave(Event, frozen=True, kw_only=True):
            to: int  # type: ignore[assignment]


def test_codec_json_is_deterministic() -> None:
    assert codec.encode({"b": 1, "a": [2, {"d": 0, "c": 1}]}) == b'{"a":[2,{"c":1,"d":0}],"b":1}'
    assert codec.decode(b'{"type":"move-to","x":1,"y":2}', MoveTo) == MoveTo(1, 2)
    assert list(codec.to_builtins({"b": 1, "a": 2})) == ["a", "b"]


def test_outcome_and_decision() -> None:
    assert Outcome((1,), (0.0, 3.0), "treasure").is_draw is False
    assert Outcome((0, 1), (2.0, 2.0), "tie").is_draw is True
    assert Outcome((), (0.0, 0.0), "everyone died").is_draw is True
    decision = Decision(2, "respond", "play a response or pass")
    assert msgspec.json.decode(msgspec.json.encode(decision), type=Decision) == decision


def test_a_codec_needs_distinct_kinds() -> None:
    class MoveTo2(Action, frozen=True, tag="move-to"):
        x: int

    with pytest.raises(ValueError, match=r"two value classes share the kind\(s\) \['move-to'\]"):
        ValueCodec([MoveTo, Pass, MoveTo2])
    with pytest.raises(ValueError, match="at least one value class"):
        ValueCodec([])


def test_short_text_leaves_out_the_fields_at_their_defaults() -> None:
    """What ``scenario trace`` lists: ``say text=hi loud=true`` for the full text form, which
    reads back as the same value; a text that does not parse is kept as given."""
    full = Say("hi", loud=True).to_text()
    assert full != "say text=hi loud=true"
    assert CODEC.short_text(full) == "say text=hi loud=true"
    assert CODEC.parse(CODEC.short_text(full)) == Say("hi", loud=True)
    assert CODEC.short_text(MoveTo(0, 0).to_text()) == "move-to x=0 y=0"  # no default: kept
    assert CODEC.short_text("jump high=1") == "jump high=1"


class Aim(Action, frozen=True):
    way: Literal["hurt", "discard"]
    target: int = -1


def test_a_value_off_a_fixed_set_of_choices_is_refused_with_the_choices() -> None:
    codec: ValueCodec[Action] = ValueCodec([Aim])
    assert codec.parse("aim way=discard") == Aim("discard")
    with pytest.raises(ParseError) as info:
        codec.parse("aim way=lose target=1")
    assert str(info.value) == "bad 'aim': way=lose is not one of the choices: hurt, discard"
