/** A small face-up card (hands, equipment, shop, choices) with chips for the actions naming it. */

import { actionText } from "../../actions";
import { h } from "../../dom";
import { icon } from "../../icons";
import type { LegalAction } from "../../protocol";
import type { RenderContext } from "../../renderers";
import { card, KIND_ICON, KIND_LABEL, potionColor } from "./catalog";
import { cardChipLabel, cardsNamed } from "./targets";

function stats(id: string): string[] {
  const c = card(id);
  const out: string[] = [];
  if (c.attack !== null && (c.kind === "enemy" || c.kind === "boss")) out.push(`attack ${c.attack}`);
  if (c.health !== null) out.push(`health ${c.health}`);
  if (c.gold !== null && c.gold > 0) out.push(`${c.gold} gold`);
  if (c.vp) out.push(`${c.vp} VP`);
  return out;
}

/** The spoken description of a card: "Goblin, enemy, health 5, 3 gold. Rusty blade...". */
export function describeCard(id: string): string {
  const c = card(id);
  const bits = [c.name, KIND_LABEL[c.kind] ?? c.kind, ...stats(id)];
  return `${bits.join(", ")}.${c.text ? ` ${c.text}` : ""}`;
}

/** Chips for the legal actions that name card `id` (each action once per `used` set). */
export function cardChips(id: string, ctx: RenderContext, used: Set<number>): HTMLElement | null {
  const actions: LegalAction[] = ctx.legal.filter((l) => !used.has(l.index) && cardsNamed(l).includes(id));
  if (!ctx.interactive || actions.length === 0) return null;
  for (const a of actions) used.add(a.index);
  return h(
    "div",
    { class: "chips" },
    actions.map((a) =>
      h(
        "button",
        {
          class: "chip",
          type: "button",
          "aria-label": actionText(a),
          title: actionText(a),
          dataset: { key: `card-act:${a.text}` },
          onclick: () => ctx.act(a.index),
        },
        cardChipLabel(a),
      ),
    ),
  );
}

/** A mini card; `note` adds a line (e.g. the slot it is worn in). */
export function cardFace(
  id: string,
  ctx: RenderContext | null = null,
  used: Set<number> = new Set(),
  note = "",
): HTMLElement {
  const c = card(id);
  const style: Record<string, string> = {};
  if (c.kind === "potion") style["--accent"] = potionColor(c.color);
  const chips = ctx ? cardChips(id, ctx, used) : null;
  return h(
    "div",
    {
      class: `card kind-${c.kind}${chips ? " actionable" : ""}${c.cursed ? " cursed" : ""}`,
      style,
      role: "group",
      "aria-label": describeCard(id) + (note ? ` ${note}.` : ""),
      title: describeCard(id),
    },
    h("div", { class: "card-top" }, icon(KIND_ICON[c.kind] ?? "stack", undefined, 16), h("span", { class: "card-kind" }, KIND_LABEL[c.kind] ?? c.kind)),
    h("div", { class: "card-name" }, c.name),
    h("div", { class: "card-stats" }, stats(id).join(" · ")),
    note ? h("div", { class: "card-note" }, note) : null,
    chips,
  );
}

/** A face-down card back (another player's hidden hand card, a drop pile). */
export function cardBack(label: string): HTMLElement {
  return h("div", { class: "card card-back", role: "img", "aria-label": label, title: label });
}
