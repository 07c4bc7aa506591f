"""NEGATE_ALMOST_ANY's replacement (R-13, compendium Wizgille: "Negate nearly any card in the
game, but the player whose card is Negated may usually play another of the same type").

The Negate itself is the ordinary one (R-6.5: no effect, discarded, costs stay paid); it also
reaches Drinks and Drink Events (the table of R-6: "Drink Event — only cards that explicitly
allow it"), never the procedure items (ante demands, winnings) nor anything unnegatable
(R-6.6.4; ``responses.ALMOST_ANY_KINDS``). When it resolves, the victim gets the chance to
replace what was lost, by the Negated item's type:

- an Action card played in the victim's own Action phase: they may play another Action card
  (their Action is not used up, R-4.3);
- a Gambling or Cheating card: the gambling priority comes back to them (R-8.2), to play
  another or pass;
- the Drink or Drink Event revealed in their Drink phase: they drink the next card of their
  Drink Me! pile, or sober up if it is empty (R-4.5; R-7.6.4's exception — the compendium's
  example: a Negated Drinking Contest, no Gold changes hands, the next card is drunk);
- a Sometimes or Anytime card, a Prize, a Drink that is not the revealer's Drink-phase drink:
  nothing more (a Sometimes/Anytime card may be played again whenever its condition holds).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import StackItem

from ..state import Play, State


def grant_replacement(state: State, target: StackItem[Play]) -> State:
    play, kind = target.payload, target.counts_as
    if play.kind == "card" and kind == "action":
        if play.seat == state.active and state.phase == "action":
            return replace(state, acted=False)
        return state
    g = state.gambling
    if play.kind == "card" and kind in ("gambling", "cheating"):
        if g is not None and play.seat in g.players:
            return replace(state, gambling=replace(g, turn=play.seat))
        return state
    revealed = play.kind == "event" or (play.kind == "drink" and not play.copy)
    if revealed and play.seat == state.active and state.phase == "drink":
        return replace(state, acted=False)  # the Drink phase goes on with the next card
    return state
