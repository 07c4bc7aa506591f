/**
 * Plain-language labels for The Red Dragon Inn's legal actions, naming characters and cards:
 * "Play Duck! against Honeyed Wine", "Order a Drink for Jett the Courier". `chipLabel` is the
 * short form on a card's own button ("At Jett the Courier", "Discard").
 */

import type { JsonObject, LegalAction } from "../../protocol";
import type { RenderContext } from "../../renderers";
import { humanize } from "../../renderers";
import { cardName, optionWords, who } from "./catalog";
import type { View } from "./view.gen";

const HEAT_PENALTY: Record<string, string> = {
  alcohol: "Heat penalty: gain 2 Alcohol",
  gold: "Heat penalty: pay 2 Gold to the Inn",
  fortitude: "Heat penalty: lose 2 Fortitude",
};

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

export function actionLabel(action: LegalAction, ctx: RenderContext): string {
  const view = ctx.view as unknown as View;
  const a = action.action as JsonObject;
  const type = String(a.type);
  if (type === "play") return [`Play ${cardName(String(a.card))}`, ...playDetails(a, view)].join(" ");
  if (type === "order-drink") return `Order a Drink for ${who(view, Number(a.target))}`;
  if (type === "discard") return `Discard ${cardName(String(a.card))}`;
  if (type === "draw") return "Done discarding: draw up";
  if (type === "pass") {
    if (view.decision?.kind === "action") return "End my Action phase (play nothing)";
    if (view.decision?.kind === "gamble") return "Pass (stay in without playing)";
    return "Pass";
  }
  if (type === "pay-with") return a.card ? `Pay with ${cardName(String(a.card))}` : "Pay with a Gold";
  if (type === "pick-prize") return `Play for ${cardName(String(a.card))}`;
  if (type === "choose-heat-penalty") return HEAT_PENALTY[String(a.penalty)] ?? "Choose a Heat penalty";
  return humanize(action.text).replace(/\bseat (\d+)/g, (_m, n: string) => who(view, Number(n)));
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
