/** The panels around the map: adventurers, combat, your hand, choices, the shop and the scores. */

import { h } from "../../dom";
import { icon } from "../../icons";
import type { RenderContext } from "../../renderers";
import { seatChip, seatColor, seatName } from "../../seats";
import { cardFace, describeCard } from "./cardface";
import { card, outOf } from "./catalog";
import type { EnemyView, PlayerView, View } from "./view.gen";

const SLOT_NAMES = ["Primary hand", "Off hand", "Head", "Chest", "Feet"];

function bar(value: number, max: number, label: string, kind = "hp"): HTMLElement {
  const pct = Math.max(0, Math.min(100, (100 * value) / Math.max(1, max)));
  const over = value > max ? ` (${value - max} above the maximum of ${max})` : "";
  return h(
    "div",
    {
      class: `bar bar-${kind}${over ? " over" : ""}`,
      role: "meter",
      "aria-label": `${label}${over}`,
      "aria-valuemin": 0,
      "aria-valuemax": Math.max(max, value),
      "aria-valuenow": value,
    },
    h("span", { class: "bar-fill", style: { width: `${pct}%` } }),
    h("span", { class: "bar-text" }, outOf(value, max)),
  );
}

function stat(iconName: string, label: string, value: string): HTMLElement {
  return h("span", { class: "stat", title: label, "aria-label": `${label} ${value}` }, icon(iconName, undefined, 14), value);
}

function statusChips(p: PlayerView): HTMLElement[] {
  const chips: HTMLElement[] = [];
  if (p.poison) chips.push(h("span", { class: "status poison" }, `poisoned ${p.poison}`));
  if (p.skip) chips.push(h("span", { class: "status skip" }, `skips ${p.skip}`));
  if (p.fights.length) chips.push(h("span", { class: "status combat" }, "in combat"));
  if (p.x === null && p.character) chips.push(h("span", { class: "status off" }, "off the board"));
  if (p.deaths) chips.push(h("span", { class: "status deaths" }, `died ${p.deaths}×`));
  return chips;
}

const SLOT_ICONS = ["sword", "shield", "helm", "armor", "boot"];

/** The five equipment slots, worn cards named (equipment is public). */
function slots(p: PlayerView): HTMLElement {
  const worn = p.equipment.map((c, i) => (c ? `${SLOT_NAMES[i]}: ${card(c).name}` : "")).filter(Boolean);
  return h(
    "div",
    { class: "slots", role: "img", "aria-label": worn.length ? `Equipped: ${worn.join(", ")}` : "Nothing equipped" },
    SLOT_NAMES.map((slot, i) => {
      const c = p.equipment[i];
      return h(
        "span",
        { class: `slot${c ? " filled" : ""}`, title: c ? `${slot}: ${card(c).name}` : `${slot}: empty` },
        icon(SLOT_ICONS[i], undefined, 13),
        c ? h("span", { class: "slot-name" }, card(c).name) : null,
      );
    }),
  );
}

/** The hidden part of another player's hand: card backs, plus artifacts and bosses shown (A-47). */
function closedHand(p: PlayerView): HTMLElement | null {
  const hidden = p.hand_count - p.shown.length;
  if (hidden <= 0 && p.shown.length === 0) return null;
  return h(
    "div",
    { class: "mini-hand", "aria-label": `${hidden} hidden card(s)${p.shown.length ? `, shown: ${p.shown.map((c) => card(c).name).join(", ")}` : ""}` },
    Array.from({ length: Math.min(hidden, 8) }, () => h("span", { class: "mini-back", "aria-hidden": "true" })),
    p.shown.map((c) => h("span", { class: "mini-shown", title: card(c).name }, card(c).name)),
  );
}

/** Another player's hand when the view carries it (A-47 `hands="open"`; spectators too): every
 * card face up by name. The own hand has its own panel. */
function openHand(p: PlayerView): HTMLElement {
  const cards = p.hand ?? [];
  const names = cards.map((c) => card(c).name);
  return h(
    "div",
    { class: "mini-hand open-hand", role: "group", "aria-label": `Open hand: ${names.join(", ") || "no cards"}` },
    h("span", { class: "muted" }, "hand:"),
    cards.length ? cards.map((c) => h("span", { class: "mini-shown open-card", title: describeCard(c) }, card(c).name)) : h("span", { class: "muted" }, "empty"),
  );
}

function handOf(p: PlayerView, ctx: RenderContext): HTMLElement | null {
  if (p.hand === null) return closedHand(p);
  return p.seat === ctx.seat ? null : openHand(p);
}

function playerCard(p: PlayerView, view: View, ctx: RenderContext): HTMLElement {
  const turn = p.seat === view.turn_seat && view.result === null;
  const deciding = ctx.decision?.seat === p.seat;
  const character = p.character ? card(p.character).name : "choosing…";
  return h(
    "section",
    {
      class: `adventurer${turn ? " turn" : ""}${deciding ? " deciding" : ""}${p.seat === ctx.seat ? " you" : ""}`,
      style: { "--seat": seatColor(p.seat) },
      "aria-label": `${seatName(ctx.seats, p.seat)}${p.seat === ctx.seat ? " (you)" : ""}: ${character}, health ${outOf(p.health, p.max_health)}, attack ${p.attack >= 0 ? "+" : ""}${p.attack}, armour ${p.reduction}, score ${p.score}`,
    },
    h(
      "header",
      {},
      h("span", { class: "token player-token", style: { "--seat": seatColor(p.seat) }, "aria-hidden": "true" }, p.character ? character.charAt(0) : String(p.seat)),
      h("div", { class: "who" }, seatChip(ctx.seats, p.seat, ctx.seat), h("span", { class: "character" }, character)),
      turn ? h("span", { class: "turn-flag" }, "turn") : null,
    ),
    p.character ? bar(p.health, p.max_health, "health") : null,
    h(
      "div",
      { class: "stats" },
      stat("sword", "attack modifier", `${p.attack >= 0 ? "+" : ""}${p.attack}`),
      stat("shield", "armour", String(p.reduction)),
      stat("crown", "score", `${p.score} VP`),
      stat("stack", "cards in hand", String(p.hand_count)),
    ),
    h("div", { class: "statuses" }, statusChips(p)),
    p.character ? slots(p) : null,
    handOf(p, ctx),
  );
}

export function adventurers(view: View, ctx: RenderContext): HTMLElement {
  return h("div", { class: "adventurers", role: "region", "aria-label": "Adventurers" }, view.players.map((p) => playerCard(p, view, ctx)));
}

function enemyCard(e: EnemyView, ctx: RenderContext): HTMLElement {
  const c = card(e.card);
  const status: string[] = [];
  if (e.poison) status.push(`poisoned ${e.poison}`);
  if (e.paralyzed) status.push(`paralysed ${e.paralyzed}`);
  if (e.attack_mod) status.push(`attack ${e.attack_mod > 0 ? "+" : ""}${e.attack_mod}`);
  return h(
    "div",
    { class: `foe${c.kind === "boss" ? " boss" : ""}`, role: "group", "aria-label": `${c.name} at (${e.x}, ${e.y}), health ${outOf(e.health, e.max_health)}, attack ${c.attack ?? "?"}` },
    h("div", { class: "foe-head" }, icon(c.kind === "boss" ? "crown" : "skull", undefined, 22), h("strong", {}, c.name), h("span", { class: "foe-atk" }, icon("sword", undefined, 13), String(c.attack ?? "?"))),
    bar(e.health, e.max_health, `${c.name} health`, "foe"),
    status.length ? h("div", { class: "statuses" }, status.map((t) => h("span", { class: "status" }, t))) : null,
    h("div", { class: "foe-queue" }, "fighting: ", e.queue.map((seat, i) => [i ? " then " : "", seatChip(ctx.seats, seat, ctx.seat)])),
    c.text ? h("p", { class: "foe-text" }, c.text) : null,
  );
}

export function combat(view: View, ctx: RenderContext): HTMLElement | null {
  const fighting = view.enemies.filter((e) => e.queue.length > 0);
  if (fighting.length === 0) return null;
  return h(
    "section",
    { class: "panel combat-panel", "aria-label": "Combat" },
    h("h3", {}, icon("sword", undefined, 16), " Combat"),
    h("div", { class: "foes" }, fighting.map((e) => enemyCard(e, ctx))),
  );
}

export function decidingRoll(view: View, ctx: RenderContext): HTMLElement | null {
  if (view.phase !== "decide" && view.phase !== "draft") return null;
  const rolls = view.rolls.map((roll, seat) => ({ seat, roll }));
  return h(
    "section",
    { class: "panel setup-panel", "aria-label": "Setting up" },
    h("h3", {}, icon("die", undefined, 16), view.phase === "decide" ? " Who starts?" : " Choose your adventurer"),
    view.phase === "decide"
      ? h("p", {}, "Everyone rolls a die; the highest roll starts and picks a character first.")
      : h("p", {}, "In turn, each player takes one character card."),
    rolls.length
      ? h("ul", { class: "rolls" }, rolls.filter((r) => r.roll > 0).map((r) => h("li", {}, seatChip(ctx.seats, r.seat, ctx.seat), h("span", { class: "die-face" }, String(r.roll)))))
      : null,
  );
}

export function hand(view: View, ctx: RenderContext, used: Set<number>): HTMLElement | null {
  const me = view.players.find((p) => p.seat === ctx.seat);
  if (!me || me.hand === null) return null;
  const equipment = me.equipment.map((c, i) => ({ c, slot: SLOT_NAMES[i] })).filter((x) => x.c);
  return h(
    "section",
    { class: "panel hand-panel", "aria-label": "Your cards" },
    h("h3", {}, icon("stack", undefined, 16), ` Your hand (${me.hand.length})`),
    me.hand.length
      ? h("div", { class: "cards" }, me.hand.map((c) => cardFace(c, ctx, used)))
      : h("p", { class: "muted" }, "No cards in hand yet — slay enemies and pick up loot."),
    h("h3", {}, icon("armor", undefined, 16), " Equipped"),
    equipment.length
      ? h("div", { class: "cards" }, equipment.map((x) => cardFace(x.c, ctx, used, x.slot)))
      : h("p", { class: "muted" }, "Nothing equipped."),
  );
}

export function pendingChoices(view: View, ctx: RenderContext, used: Set<number>): HTMLElement | null {
  const withCards = view.pending.filter((p) => p.cards !== null && p.cards.length > 0);
  const choices = view.phase === "draft" ? ctx.legal.filter((l) => l.action.type === "pick-character") : [];
  if (withCards.length === 0 && choices.length === 0) return null;
  return h(
    "section",
    { class: "panel choice-panel", "aria-label": "Choose" },
    h("h3", {}, icon("bolt", undefined, 16), " Your choice"),
    withCards.map((p) =>
      h("div", {}, h("p", { class: "muted" }, `${p.kind.replace(/-/g, " ")}${p.card ? `: ${card(p.card).name}` : ""}`), h("div", { class: "cards" }, (p.cards ?? []).map((c) => cardFace(c, ctx, used)))),
    ),
    choices.length ? h("div", { class: "cards" }, choices.map((l) => cardFace(String(l.action.character), ctx, used))) : null,
  );
}

export function shop(view: View, ctx: RenderContext, used: Set<number>): HTMLElement {
  const buying = ctx.legal.some((l) => l.action.type === "buy");
  return h(
    "details",
    { class: "panel shop-panel", dataset: { key: "shop" }, open: buying },
    h("summary", { dataset: { key: "shop-summary" } }, icon("bag", undefined, 16), ` Shop pile (${view.shop.length} cards)`),
    view.shop.length ? h("div", { class: "cards" }, view.shop.map((c) => cardFace(c, ctx, used))) : h("p", { class: "muted" }, "Sold out."),
  );
}

export function scoreSheet(view: View, ctx: RenderContext): HTMLElement {
  return h(
    "section",
    { class: "panel score-panel", "aria-label": "Score sheet" },
    h("h3", {}, icon("crown", undefined, 16), " Score sheet"),
    h(
      "table",
      { class: "score-table" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Adventurer"), h("th", { scope: "col" }, "VP"), h("th", { scope: "col" }, "Deeds"), h("th", { scope: "col" }, "Deaths"))),
      h(
        "tbody",
        {},
        view.players.map((p) =>
          h(
            "tr",
            {},
            h("th", { scope: "row" }, seatChip(ctx.seats, p.seat, ctx.seat), p.character ? ` ${card(p.character).name}` : ""),
            h("td", {}, String(p.score)),
            h("td", {}, p.deeds.map((d) => card(d).name).join(", ") || "—"),
            h("td", {}, String(p.deaths)),
          ),
        ),
      ),
    ),
    h(
      "p",
      { class: "stacks" },
      stacksLine(view),
    ),
  );
}

function stacksLine(view: View): string {
  const known = potionsKnown(view.identified);
  const parts = [
    `exploration deck ${view.explore_count}`,
    `path tiles ${view.pathing_count}`,
    `discard ${view.discard.length}`,
    `turn ${view.turns}`,
  ];
  return parts.join(" · ") + (known.length ? ` · ${known.join(" ")}` : "");
}

/** The potions identified so far as sentences: "Orange potions are Strength potions." */
export function potionsKnown(identified: Record<string, string>): string[] {
  const title = (text: string) => text.replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
  return Object.entries(identified)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([color, effect]) => `${title(color)} potions are ${title(effect)} potions.`);
}
