/**
 * The short form of an action on a card's own button ("At Jett the Courier", "Discard"):
 * `chipLabel`. An action's full label is the server's words for it (`actionText`).
 */

import type { JsonObject, LegalAction } from "../../protocol";
import { cardName, optionWords, who } from "./catalog";
import type { View } from "./view.gen";

/** The stack item a play answers, by name ("Honeyed Wine"), from its uid. */
function itemName(view: View, uid: number): string {
  const item = view.stack.items.find((i) => i.uid === uid);
  if (!item) return "the pending card";
  const p = item.payload;
  if (p.kind === "ante") return "the ante";
  if (p.kind === "winnings") return "the winnings";
  return cardName(p.card || p.parts[0] || "");
}

/** The parts of a play that are not the card: target, the item it answers, a paid option. */
function playDetails(a: JsonObject, view: View): string[] {
  const parts: string[] = [];
  if (typeof a.target === "number" && a.target >= 0) parts.push(`at ${who(view, a.target)}`);
  if (typeof a.item === "number" && a.item > 0) parts.push(`against ${itemName(view, a.item)}`);
  if (typeof a.option === "string" && a.option) parts.push(optionWords(a.option));
  return parts;
}

/** The short text of a card's own button: what the play does beyond playing the card. */
export function chipLabel(action: LegalAction, view: View): string {
  const a = action.action as JsonObject;
  const type = String(a.type);
  if (type === "discard") return "Discard";
  if (type === "pay-with") return "Pay with this";
  if (type === "pick-prize") return "Play for this";
  if (type === "play") {
    const details = playDetails(a, view);
    if (!details.length) return "Play";
    const text = details.join(", ");
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  return "Choose";
}
