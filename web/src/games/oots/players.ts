/**
 * The characters (R004-R006): wound tracks, shticks (red starting ones marked, flipped ones
 * turned), equipped Loot, Stash and Battle Hand sizes (contents only for their owner), saved
 * Monsters; your own Battle Hand with its plays; the decks.
 */

import { actionText } from "../../actions";
import { h } from "../../dom";
import type { LegalAction } from "../../protocol";
import type { RenderContext } from "../../renderers";
import { seatChip, seatColor, seatName } from "../../seats";
import { card, cardName, describe, drool, shtickStats } from "./catalog";
import { placeName } from "./labels";
import type { PlayerView, View } from "./view.gen";

/** Short button text on a card; the full action label is the button's accessible name. */
const SHORT: Record<string, string> = {
  "use-shtick": "Use",
  equip: "Equip",
  unequip: "Unequip",
  "place-monster": "Place in battle",
  "play-screw": "Play",
  "attack-player": "Attack this player",
  "flip-to-heal": "Flip to heal",
  "discard-for-shtick": "Discard for a shtick",
};

function cardButtons(ctx: RenderContext, match: (a: LegalAction) => boolean, key: string): HTMLElement[] {
  return ctx.legal.filter(match).map((a) =>
    h(
      "button",
      {
        class: "chip oots-card-action",
        type: "button",
        disabled: !ctx.interactive,
        "aria-label": actionText(a),
        title: actionText(a),
        dataset: { key: `${key}:${a.text}` },
        onclick: () => ctx.act(a.index),
      },
      SHORT[String(a.action.type)] ?? actionText(a),
    ),
  );
}

function woundTrack(p: PlayerView): HTMLElement {
  const boxes = Array.from({ length: p.max_wounds }, (_, i) => h("span", { class: `oots-wound${i < p.wounds ? " lost" : ""}` }));
  return h(
    "div",
    { class: "oots-wounds", role: "img", "aria-label": `Wounds: ${p.wounds} of ${p.max_wounds} taken` },
    h("span", { class: "oots-wounds-label", "aria-hidden": "true" }, "Wounds"),
    boxes,
  );
}

function shtickList(p: PlayerView, ctx: RenderContext): HTMLElement {
  const mine = ctx.decision?.seat === p.seat;
  return h(
    "ul",
    { class: "oots-shticks", "aria-label": `Shticks of ${cardName(p.character)}` },
    p.shticks.map((id, i) => {
      const info = card(id);
      const flipped = p.flipped[i] ?? false;
      return h(
        "li",
        { class: `oots-shtick${info.starting ? " red" : ""}${flipped ? " flipped" : ""}`, title: describe(id) },
        h("span", { class: "oots-shtick-name" }, info.name),
        h("span", { class: "oots-shtick-stats" }, shtickStats(info)),
        flipped ? h("span", { class: "oots-tag" }, "flipped") : null,
        info.starting ? h("span", { class: "sr-only" }, "(red starting shtick)") : null,
        mine
          ? cardButtons(ctx, (a) => (a.action.type === "use-shtick" || a.action.type === "flip-to-heal") && Number(a.action.index) === i, `shtick:${p.seat}`)
          : null,
      );
    }),
  );
}

function lootList(p: PlayerView, ctx: RenderContext): HTMLElement {
  const df = (id: string) => drool(card(id), p.character);
  const mine = p.stash !== null;
  return h(
    "div",
    { class: "oots-loot" },
    h("div", {}, h("strong", {}, "Equipped: "), p.equipped.length ? "" : h("span", { class: "muted" }, "nothing")),
    h(
      "ul",
      { class: "oots-cards" },
      p.equipped.map((id) =>
        h("li", { title: describe(id, p.character) }, `${cardName(id)} (DF ${df(id)})`, mine ? cardButtons(ctx, (a) => (a.action.type === "unequip" || a.action.type === "discard-for-shtick") && a.action.card === id, "unequip") : null),
      ),
    ),
    p.stash === null
      ? h("div", {}, h("strong", {}, "Stash: "), `${p.stash_count} card${p.stash_count === 1 ? "" : "s"}, face down`)
      : h(
          "div",
          {},
          h("strong", {}, `Stash (${p.stash.length}): `),
          p.stash.length ? null : h("span", { class: "muted" }, "empty"),
          h(
            "ul",
            { class: "oots-cards" },
            p.stash.map((id) =>
              h("li", { title: describe(id, p.character) }, `${cardName(id)} (DF ${df(id)})`, cardButtons(ctx, (a) => (a.action.type === "equip" || a.action.type === "discard-for-shtick") && a.action.card === id, "equip")),
            ),
          ),
        ),
  );
}

/** R268: shticks in play (flipped ones count) and the equipped Loot's Drool Factor. */
function lairNeeds(view: View, p: PlayerView): HTMLElement {
  const df = p.equipped.reduce((n, id) => n + drool(card(id), p.character), 0);
  const ok = df >= view.min_loot && p.shticks.length >= view.min_shticks;
  return h(
    "div",
    { class: `oots-lair-need${ok ? " ok" : ""}` },
    `Xykon's Lair: Loot DF ${df}/${view.min_loot}, shticks ${p.shticks.length}/${view.min_shticks}${ok ? " — may enter" : ""}`,
  );
}

function status(view: View, p: PlayerView): string[] {
  const out: string[] = [];
  if (view.options.go_team) out.push(`team ${(p.seat % (view.seats === 6 ? 3 : 2)) + 1}`); // R297
  if (p.seat === view.turn.seat && view.result === null) out.push("playing now");
  if (p.resting) out.push("resting");
  if (p.fleeing || p.flee_pending) out.push("fleeing");
  if (p.missed) out.push(`misses ${p.missed} turn${p.missed > 1 ? "s" : ""}`);
  if (p.left !== null) out.push(`left the dungeon #${p.left + 1}`);
  if (p.killed_xykon) out.push("killed Xykon");
  if (p.lich) out.push(`holds ${cardName(p.lich)}`);
  return out;
}

function playerPanel(view: View, p: PlayerView, ctx: RenderContext): HTMLElement {
  const x = p.saved.reduce((n, id) => n + (card(id).x ?? 0), 0);
  const st = status(view, p);
  const who = `${seatName(ctx.seats, p.seat)}${p.seat === ctx.seat ? " (you)" : ""}, ${cardName(p.character)}`;
  return h(
    "section",
    {
      class: `panel oots-player${p.seat === view.turn.seat ? " active" : ""}${p.left !== null ? " gone" : ""}`,
      style: { "--seat": seatColor(p.seat) },
      "aria-label": `${who}: ${p.wounds} of ${p.max_wounds} Wounds taken, at ${placeName(view, p.place)}, ${p.shticks.length} shticks, ${p.equipped.length} Loot equipped, stash ${p.stash_count}, hand ${p.hand_count}`,
    },
    h("h3", {}, seatChip(ctx.seats, p.seat, ctx.seat), h("span", { class: "oots-character" }, cardName(p.character))),
    st.length ? h("div", { class: "oots-status" }, st.map((s) => h("span", { class: "oots-tag" }, s))) : null,
    h("div", { class: "oots-where" }, `At ${placeName(view, p.place)}`),
    cardButtons(ctx, (a) => a.action.type === "attack-player" && Number(a.action.seat) === p.seat, `pvp:${p.seat}`),
    woundTrack(p),
    lairNeeds(view, p),
    shtickList(p, ctx),
    h("div", { class: "muted" }, `Shtick deck ${p.deck_count} · Battle Hand ${p.hand_count}`),
    lootList(p, ctx),
    p.saved.length ? h("div", { class: "oots-saved" }, h("strong", {}, `Saved Monsters (X ${x}): `), tallied(p.saved.map(cardName))) : null,
  );
}

export function players(view: View, ctx: RenderContext): HTMLElement {
  return h("div", { class: "oots-players" }, view.players.map((p) => playerPanel(view, p, ctx)));
}

/** The seat's own Battle Hand (R006), with Place / Play buttons on the cards that have a play now. */
export function hand(view: View, ctx: RenderContext): HTMLElement | null {
  const me = view.players.find((p) => p.seat === view.seat);
  if (!me || me.hand === null) return null;
  return h(
    "section",
    { class: "panel oots-hand", "aria-label": `Your Battle Hand: ${me.hand.length} cards` },
    h("h3", {}, `Your Battle Hand (${me.hand.length})`),
    h(
      "ul",
      { class: "oots-cards oots-hand-list" },
      me.hand.map((id) =>
        h(
          "li",
          { class: `oots-hand-card kind-${card(id).kind}`, title: describe(id) },
          h("span", {}, describe(id)),
          cardButtons(ctx, (a) => (a.action.type === "place-monster" || a.action.type === "play-screw") && a.action.card === id, "hand"),
        ),
      ),
    ),
  );
}

/** Names in first-seen order, a repeated one once with its count: "Pit Trap ×3, Frog Trap ×2". */
function tallied(names: string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name)).join(", ");
}

export function decks(view: View, ctx: RenderContext): HTMLElement {
  const top = (pile: string[]) => (pile.length ? `, top: ${cardName(pile[pile.length - 1])}` : "");
  return h(
    "section",
    { class: "panel oots-decks", "aria-label": "Decks and piles" },
    h("h3", {}, "Decks"),
    h(
      "ul",
      {},
      h("li", {}, `Battle deck ${view.battle_deck} · discard ${view.battle_discard.length}${top(view.battle_discard)}`),
      h("li", {}, `Loot deck ${view.loot_deck} · discard ${view.loot_discard.length}${top(view.loot_discard)}`),
      h("li", {}, `Rooms ${view.room_deck} · Lair rooms ${view.lair_deck} · Xykon deck ${view.xykon_deck}`),
      view.removed.length ? h("li", {}, `Out of the game: ${tallied(view.removed.map(cardName))}`) : null,
      view.npcs.length ? h("li", {}, `NPCs: ${view.npcs.map(cardName).join(", ")}`) : null,
      view.exits.length ? h("li", {}, "Left the dungeon: ", view.exits.map((s, i) => [i ? ", " : "", seatChip(ctx.seats, s, ctx.seat)])) : null,
    ),
  );
}
