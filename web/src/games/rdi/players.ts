/**
 * The players' mats (R-1.1, R-3): a drawn portrait, the character and who plays it, one track
 * where Alcohol Content rises towards Fortitude (they meet: the character passes out, R-3.3), a
 * Gold track, the hand, Drink Me! pile, deck and discard sizes, the character's own components
 * (Adonis's instruments, Jett's Momentum, Lucky's Heat, Remy's marks), what lies in front of the
 * player (Elixirs, Prizes, Gold-equivalents) and whether they are out.
 */

import { actionText } from "../../actions";
import { h } from "../../dom";
import type { LegalAction } from "../../protocol";
import type { RenderContext } from "../../renderers";
import { seatColor, seatName } from "../../seats";
import { cardFace } from "./cards";
import { card, cardName, character, listWords, shortName, who } from "./catalog";
import type { SeatView, View } from "./view.gen";

const TRACK_MAX = 20;

/** Who the game waits on now, and for what. */
export function waitingOn(view: View): { seat: number; what: string } | null {
  const d = view.decision;
  if (!d || view.result) return null;
  const what: Record<string, string> = {
    respond: "may respond now",
    gamble: "may gamble now",
    discard: "discarding",
    action: "in the Action phase",
    order: "ordering a Drink",
    pay: "choosing how to pay",
    prize: "picking a Prize",
    "heat-penalty": "choosing a Heat penalty",
  };
  return { seat: d.seat, what: what[d.kind] ?? "deciding" };
}

function portrait(s: SeatView, seat: number): HTMLElement {
  const name = shortName(s.character);
  return h(
    "div",
    { class: "rdi-portrait", style: { "--seat": seatColor(seat) }, "aria-hidden": "true" },
    name.replace(/^(First Mate|Captain|Mother|Beastsergeant)\s+/, "").charAt(0),
  );
}

/**
 * Fortitude and Alcohol on one track 1..20 (R-3.3): Alcohol fills from the left, lost Fortitude
 * from the right; the green cells between are how much more the character can drink.
 */
export function fortitudeTrack(s: SeatView): HTMLElement {
  const max = Math.max(TRACK_MAX, s.fortitude, s.alcohol);
  const room = s.fortitude - s.alcohol - drunkenChi(s); // Zakhan: Total Drunkenness (L1891)
  const cells = Array.from({ length: max }, (_, k) => {
    const i = k + 1;
    const cls = i <= s.alcohol ? (i <= s.fortitude ? "alc" : "alc over") : i <= s.fortitude ? "room" : "lost";
    return h("span", {
      class: `rdi-cell ${cls}${i === s.fortitude ? " fort-mark" : ""}${i === s.alcohol ? " alc-mark" : ""}`,
    });
  });
  const danger = !s.out && room <= 4;
  const spare = s.out ? "" : room <= 0 ? "passing out" : `passes out after ${room} more Alcohol`;
  return h(
    "div",
    {
      class: `rdi-track rdi-fa${danger ? " danger" : ""}`,
      role: "img",
      "aria-label": `Fortitude ${s.fortitude}, Alcohol Content ${s.alcohol}${spare ? `: ${spare}` : ""}`,
    },
    h(
      "div",
      { class: "rdi-track-legend" },
      h("span", { class: "rdi-alc-value" }, "Alcohol ", h("b", {}, String(s.alcohol))),
      h("span", { class: "rdi-fort-value" }, "Fortitude ", h("b", {}, String(s.fortitude))),
    ),
    h("div", { class: "rdi-cells", style: { "--n": String(max) } }, cells),
    spare ? h("div", { class: "rdi-spare" }, spare) : null,
  );
}

/** Gold as coins on a track (at least the starting Gold wide). */
export function goldTrack(s: SeatView, view: View): HTMLElement {
  const max = Math.max(10, view.options.starting_gold, s.gold);
  const shown = Math.min(max, 30);
  const coins = Array.from({ length: shown }, (_, k) => h("span", { class: `rdi-coin${k < s.gold ? " full" : ""}` }));
  return h(
    "div",
    { class: "rdi-track rdi-gold", role: "img", "aria-label": `Gold ${s.gold}${s.valuables.length ? `, plus ${s.valuables.length} Gold-equivalent` : ""}` },
    h("span", { class: "rdi-gold-value" }, "Gold ", h("b", {}, String(s.gold))),
    h("div", { class: "rdi-coins", style: { "--n": String(shown) } }, coins),
  );
}

/** A small pip track ("Momentum 2 of 3"). */
function pips(label: string, value: number, max: number, cls: string, note = ""): HTMLElement {
  return h(
    "div",
    { class: `rdi-extra ${cls}`, role: "img", "aria-label": `${label} ${value} of ${max}${note ? `, ${note}` : ""}` },
    h("span", { class: "rdi-extra-label" }, `${label} `, h("b", {}, `${value}/${max}`)),
    h("span", { class: "rdi-pips" }, Array.from({ length: max }, (_, k) => h("span", { class: `rdi-pip${k < value ? " full" : ""}` }))),
    note ? h("span", { class: "rdi-extra-note" }, note) : null,
  );
}

const INSTRUMENTS = ["flute", "lyre", "drum"];
const DEITIES = ["elaana", "farnir", "korash", "shalni"];

/** Zakhan's Drunken Chi (0 for everyone else): it adds to his Alcohol toward passing out. */
export function drunkenChi(s: SeatView): number {
  const found = (s.extra as Record<string, unknown>[]).find((x) => x.mechanic === "Chi");
  return found ? Number(found.value ?? 0) : 0;
}

/** One of a character's own components, drawn from the view's `extra` value (tagged by kind). */
function extraComponent(extra: Record<string, unknown>, view: View, status: string, s: SeatView): HTMLElement {
  const kind = String(extra.mechanic ?? "");
  if (kind === "Momentum") return pips("Momentum", Number(extra.value ?? 0), 3, "rdi-momentum");
  if (kind === "Heat") {
    const due = Number(extra.penalties_due ?? 0);
    return pips("Heat", Number(extra.value ?? 0), 3, "rdi-heat", due ? `a penalty to choose${due > 1 ? ` (${due})` : ""}` : "");
  }
  if (kind === "Piety") {
    const due = Number(extra.atonements_due ?? 0);
    return pips("Piety", Number(extra.value ?? 8), 8, "rdi-piety", due ? "must atone: 1 Gold to the Inn or 1 Fortitude" : "");
  }
  if (kind === "Rage") {
    const tiles = ["A", "B", "C", "D"];
    const active = Number(extra.active ?? 0);
    const building = ((extra.building as string[] | undefined) ?? []).length;
    const raging = ((extra.raging as string[] | undefined) ?? []).length;
    const need = [2, 3, 3, 3][active];
    return h(
      "div",
      { class: "rdi-extra rdi-rage", role: "img", "aria-label": `${status}` },
      h("span", { class: "rdi-extra-label" }, "Rage "),
      tiles.map((t, k) => h("span", { class: `rdi-token${k < active ? " full" : ""}${k === active - 1 ? " active" : ""}` }, t)),
      h("span", { class: "rdi-extra-note" }, `Rage Pool: ${building} building${need ? ` of ${need}` : ""}, ${raging} raging (face down)`),
      extra.extra_due ? h("span", { class: "rdi-extra-note" }, "may pool a card from hand") : null,
    );
  }
  if (kind === "Brewery") {
    const left = ((extra.deck as string[] | undefined) ?? []).length;
    const spent = (extra.discard as string[] | undefined) ?? [];
    const revealed = String(extra.revealed ?? "");
    const offer = Number(extra.offer ?? -1);
    return h(
      "div",
      { class: "rdi-extra rdi-brewery", role: "img", "aria-label": `${status}` },
      h("span", { class: "rdi-extra-label" }, "Potion Deck ", h("b", {}, `${left}`)),
      h("span", { class: "rdi-extra-note" }, `face down; Potion discard ${spent.length}${spent.length ? `: last ${cardName(spent[spent.length - 1])}` : ""}; the face-up Potion lies in front`),
      revealed ? h("span", { class: "rdi-extra-note" }, "new Potion, keep one:") : null,
      revealed ? cardFace(revealed, { size: "small" }) : null,
      offer >= 0 ? h("span", { class: "rdi-extra-note" }, `Potion offered to ${who(view, offer)}${extra.named ? `, only if paid with ${cardName(String(extra.named))}` : ""}`) : null,
      Number(extra.asked ?? -1) >= 0 ? h("span", { class: "rdi-extra-note" }, `${who(view, Number(extra.asked))} asks for the Potion`) : null,
    );
  }
  if (kind === "Quiver") {
    const left = ((extra.deck as string[] | undefined) ?? []).length;
    const spent = (extra.discard as string[] | undefined) ?? [];
    const last = spent.length ? cardName(spent[spent.length - 1]) : "";
    return h(
      "div",
      { class: "rdi-extra rdi-quiver", role: "img", "aria-label": `${status}` },
      h("span", { class: "rdi-extra-label" }, "Quiver ", h("b", {}, `${left}`)),
      h("span", { class: "rdi-extra-note" }, `Arrows left (face down, never reshuffled); Arrow discard ${spent.length}${last ? `: last ${last}` : ""}`),
      extra.arrows_played ? h("span", { class: "rdi-extra-note" }, "Arrow-Actions only this Action phase") : null,
    );
  }
  if (kind === "Clinic") {
    const waiting = ((extra.waiting as string[] | undefined) ?? []).filter((c) => c);
    const deck = ((extra.deck as string[] | undefined) ?? []).length;
    const tokens = ["salve", "splint", "bandage"].map((t) => `${t.charAt(0).toUpperCase()}${t.slice(1)} ${Number(extra[t] ?? 0)}/3`);
    const choosing = ((extra.choosing as string[] | undefined) ?? []).length ? "choosing a Medical Supply Token" : "";
    return h(
      "div",
      { class: "rdi-extra rdi-clinic", role: "img", "aria-label": `${status}` },
      h("span", { class: "rdi-extra-label" }, "Medical Supplies "),
      tokens.map((t) => h("span", { class: "rdi-token" }, t)),
      h("span", { class: "rdi-extra-note" }, "Waiting Patients:"),
      waiting.length ? waiting.map((c) => cardFace(c, { size: "small" })) : h("span", { class: "rdi-extra-note" }, "none"),
      h("span", { class: "rdi-extra-note" }, `Patient Deck ${deck} (face down)`),
      choosing ? h("span", { class: "rdi-extra-note" }, choosing) : null,
    );
  }
  if (kind === "Deities") {
    const harmonious = (extra.harmonious as string[] | undefined) ?? [];
    const bonus = harmonious.length >= 4 ? "hand size +1, her cards' numbers +1" : harmonious.length >= 3 ? "hand size +1" : "";
    return h(
      "div",
      { class: "rdi-extra rdi-deities", role: "img", "aria-label": `${status}` },
      h("span", { class: "rdi-extra-label" }, "Deities "),
      DEITIES.map((d) => {
        const on = harmonious.includes(d);
        return h("span", { class: `rdi-token${on ? " full" : ""}` }, `${d.charAt(0).toUpperCase()}${d.slice(1)} (${on ? "harmony" : "discord"})`);
      }),
      bonus ? h("span", { class: "rdi-extra-note" }, bonus) : null,
    );
  }
  if (kind === "Chi") {
    const chi = Number(extra.value ?? 0);
    const offered = extra.offered ? "may gain 1 Drunken Chi for that Drink" : "";
    const total = s.alcohol + chi;
    return h(
      "div",
      { class: "rdi-extra rdi-chi", role: "img", "aria-label": `Drunken Chi ${chi}, Total Drunkenness ${total}${offered ? `, ${offered}` : ""}` },
      h("span", { class: "rdi-extra-label" }, "Drunken Chi ", h("b", {}, String(chi))),
      h("span", { class: "rdi-extra-note" }, `Total Drunkenness ${total} (Alcohol ${s.alcohol} + Chi ${chi})`),
      offered ? h("span", { class: "rdi-extra-note" }, offered) : null,
    );
  }
  if (kind === "Instruments") {
    const smashed = (extra.smashed as string[] | undefined) ?? [];
    return h(
      "div",
      { class: "rdi-extra rdi-instruments" },
      h("span", { class: "rdi-extra-label" }, "Instruments"),
      INSTRUMENTS.map((i) =>
        h("span", { class: `rdi-token${smashed.includes(i) ? " smashed" : ""}` }, `${i.charAt(0).toUpperCase()}${i.slice(1)}${smashed.includes(i) ? " (smashed)" : ""}`),
      ),
    );
  }
  if (kind === "Marks") {
    const marked = ((extra.marked as number[] | undefined) ?? []).map((seat) => who(view, seat));
    const supply = Number(extra.supply ?? 0);
    return h(
      "div",
      { class: "rdi-extra rdi-marks" },
      h("span", { class: "rdi-extra-label" }, "Marks "),
      h("b", {}, `${supply - marked.length} of ${supply} left`),
      h("span", { class: "rdi-extra-note" }, marked.length ? `on ${listWords(marked)}` : "nobody marked"),
    );
  }
  if (kind === "Scarabs") {
    const held = (extra.held as number[] | undefined) ?? [];
    const total = Number(extra.tokens ?? 12);
    const holders = held.map((n, seat) => [n, seat] as const).filter(([n, seat]) => n > 0 && !view.seats[seat]?.out);
    const supply = total - holders.reduce((a, [n]) => a + n, 0);
    return h(
      "div",
      { class: "rdi-extra rdi-scarabs", role: "img", "aria-label": `Scarab supply ${supply} of ${total}` },
      h("span", { class: "rdi-extra-label" }, "Scarab supply ", h("b", {}, `${supply}/${total}`)),
      h("span", { class: "rdi-extra-note" }, holders.length ? `held by ${listWords(holders.map(([n, seat]) => `${who(view, seat)} (${n})`))}` : "nobody holds a Scarab"),
    );
  }
  if (kind === "Prayers") {
    const cards = (extra.cards as string[] | undefined) ?? [];
    const revealed = (extra.revealed as string[] | undefined) ?? [];
    const tokens = Number(extra.tokens ?? 0);
    return h(
      "div",
      { class: "rdi-extra rdi-prayers", role: "img", "aria-label": `Prayer Tokens ${tokens}; ${cards.length} Prayer Cards` },
      h("span", { class: "rdi-extra-label" }, "Prayer Tokens ", h("b", {}, String(tokens))),
      cards.map((c) => {
        const name = c ? cardName(c) : "";
        const up = c !== "" && revealed.includes(c);
        return h("span", { class: `rdi-token${up ? " full" : ""}` }, c ? `${name}${up ? " (face up)" : " (only you see it)"}` : "a face-down Prayer");
      }),
    );
  }
  if (kind === "Items") {
    const slots = (extra.slots as string[] | undefined) ?? [];
    const deck = ((extra.deck as string[] | undefined) ?? []).length;
    const discard = ((extra.discard as string[] | undefined) ?? []).length;
    const waiting = String(extra.waiting ?? "");
    const size = 7 - Math.max(0, slots.length - 1);
    return h(
      "div",
      { class: "rdi-extra rdi-items", role: "img", "aria-label": `Items equipped ${slots.length} of 3${slots.length ? `: ${listWords(slots.map(cardName))}` : ""}; hand size ${size}` },
      h("span", { class: "rdi-extra-label" }, "Item slots "),
      [0, 1, 2].map((k) => h("span", { class: `rdi-token${slots[k] ? " full" : ""}` }, slots[k] ? cardName(slots[k]) : "empty")),
      h("span", { class: "rdi-extra-note" }, `hand size ${size}; Item Deck ${deck} (face down), Item discard ${discard}`),
      waiting ? h("span", { class: "rdi-extra-note" }, `${cardName(waiting)} waits: one Item must go first`) : null,
    );
  }
  if (kind === "Bombs") {
    const pot = (extra.pot as string[] | undefined) ?? [];
    const listed = ((extra.deck as string[] | undefined) ?? []).length;
    const deck = pot.some((c) => c === "") ? listed - pot.length : listed;
    const discard = (extra.discard as string[] | undefined) ?? [];
    const last = discard.length ? cardName(discard[discard.length - 1]) : "";
    const aiming = String(extra.aiming ?? "");
    const holder = Number(extra.holder ?? -1);
    const opened = (extra.opened as string[] | undefined) ?? [];
    return h(
      "div",
      { class: "rdi-extra rdi-bombs", role: "img", "aria-label": `Bomb Deck ${deck}, Bomb discard ${discard.length}, ${pot.length} Bombs face down in the pot` },
      h("span", { class: "rdi-extra-label" }, "Bomb Deck ", h("b", {}, String(deck))),
      h("span", { class: "rdi-extra-note" }, `Bomb discard ${discard.length}${last ? `: last ${last}` : ""}`),
      pot.length ? h("span", { class: "rdi-token full" }, `${pot.length} Bomb${pot.length > 1 ? "s" : ""} face down in the pot`) : null,
      aiming ? h("span", { class: "rdi-extra-note" }, `${who(view, holder)} holds ${cardName(aiming)} and must choose`) : null,
      opened.length ? h("span", { class: "rdi-extra-note" }, `still to go off: ${listWords(opened.map(cardName))}`) : null,
    );
  }
  if (kind === "Mounts") {
    const slots = (extra.slots as string[] | undefined) ?? ["", "", ""];
    const deck = ((extra.deck as string[] | undefined) ?? []).length;
    const discard = ((extra.discard as string[] | undefined) ?? []).length;
    const aiming = String(extra.aiming ?? "");
    const names = ["Just Got Here", "Enjoying the Stay", "About to Leave"];
    return h(
      "div",
      { class: "rdi-extra rdi-mounts", role: "img", "aria-label": `Mounts: ${names.map((n, k) => `${n} ${slots[k] ? cardName(slots[k]) : "empty"}`).join(", ")}` },
      h("span", { class: "rdi-extra-label" }, "Mounts "),
      names.map((n, k) => h("span", { class: `rdi-token${slots[k] ? " full" : ""}` }, `${n}: ${slots[k] ? cardName(slots[k]) : "empty"}`)),
      h("span", { class: "rdi-extra-note" }, `Stable Deck ${deck} (face down), Stable discard ${discard}`),
      aiming ? h("span", { class: "rdi-extra-note" }, `${cardName(aiming)} waits for her choice of player`) : null,
    );
  }
  if (kind === "Blessings") {
    const deck = ((extra.deck as string[] | undefined) ?? []).length;
    const discard = (extra.discard as string[] | undefined) ?? [];
    const last = discard.length ? cardName(discard[discard.length - 1]) : "";
    return h(
      "div",
      { class: "rdi-extra rdi-blessings", role: "img", "aria-label": `Blessing Deck ${deck} (with the Blessings other players hold, face down), Blessing discard ${discard.length}` },
      h("span", { class: "rdi-extra-label" }, "Blessing Deck ", h("b", {}, String(deck))),
      h("span", { class: "rdi-extra-note" }, "face down; Blessings in other hands are counted in it, unseen"),
      h("span", { class: "rdi-extra-note" }, `Blessing discard ${discard.length}${last ? `: last ${last}` : ""}`),
    );
  }
  if (kind === "Brawl") {
    const count = Number(extra.count ?? 0);
    const deck = ((extra.deck as string[] | undefined) ?? []).length;
    const discard = (extra.discard as string[] | undefined) ?? [];
    const last = discard.length ? cardName(discard[discard.length - 1]) : "";
    const next = count < 4 ? "at 4: she loses 1 Alcohol" : count < 7 ? "at 7: she gains 1 Gold from the Inn" : count < 10 ? "at 10: she orders two Drinks" : "she orders two Drinks each turn";
    return h(
      "div",
      { class: "rdi-extra rdi-brawl", role: "img", "aria-label": `Brawl count ${count} of 10; ${next}; Brawler Deck ${deck} cards, ${discard.length} discarded` },
      h("span", { class: "rdi-extra-label" }, "Brawl count ", h("b", {}, `${count}/10`)),
      h("span", { class: "rdi-pips" }, Array.from({ length: 10 }, (_, k) => h("span", { class: `rdi-pip${k < count ? " full" : ""}${k === 3 || k === 6 || k === 9 ? " mark" : ""}` }))),
      h("span", { class: "rdi-extra-note" }, next),
      h("span", { class: "rdi-extra-note" }, `Brawler Deck ${deck} (face down), discard ${discard.length}${last ? `: last ${last}` : ""}`),
    );
  }
  if (kind === "Minions") {
    // Torglesnarf (002 L1555-1624): each Minion in play, and whether its Wages are due
    const held = (extra.minions as Record<string, unknown>[] | undefined) ?? [];
    const owed = ((extra.owed as number[] | undefined) ?? []).length;
    const shown = held.map((m) => cardName(String(m.card ?? "")));
    return h(
      "div",
      { class: "rdi-extra rdi-minions", role: "img", "aria-label": `Minions in play: ${shown.join(", ") || "none"}${owed ? `; Wages due for ${owed}` : ""}` },
      h("span", { class: "rdi-extra-label" }, "Minions "),
      shown.length ? shown.map((t) => h("span", { class: "rdi-token full" }, t)) : h("span", { class: "rdi-extra-note" }, "none in play"),
      owed ? h("span", { class: "rdi-extra-note" }, `Wages due: ${owed}`) : null,
    );
  }
  if (kind === "Totems") {
    // Halden (002 L452-519): the revealed Totems face up, the Totem Deck face down, the discard pile
    const revealed = ((extra.revealed as string[] | undefined) ?? []).map((c) => cardName(c));
    const chain = ((extra.chain as string[] | undefined) ?? []).map((c) => cardName(c));
    const deck = ((extra.deck as string[] | undefined) ?? []).length;
    const discard = ((extra.discard as string[] | undefined) ?? []).length;
    return h(
      "div",
      { class: "rdi-extra rdi-totems", role: "img", "aria-label": `Totems revealed: ${revealed.join(", ") || "none"}; Totem Deck ${deck} face down, Totem discard ${discard}` },
      h("span", { class: "rdi-extra-label" }, "Totems "),
      revealed.length ? revealed.map((t) => h("span", { class: "rdi-token full" }, t)) : h("span", { class: "rdi-extra-note" }, "none revealed"),
      chain.length ? h("span", { class: "rdi-extra-note" }, `declaring a combo: ${chain.join(" > ")}`) : null,
      h("span", { class: "rdi-extra-note" }, `Totem Deck ${deck} (face down), discard ${discard}`),
    );
  }
  if (kind === "Doppelgangers") {
    // Evil Pooky (002 L340-384): the face-down Doppelganger Deck, the Splits kept in front of him
    // and those he gave to other players (each waits for its moment), the discard pile
    const deck = ((extra.deck as string[] | undefined) ?? []).length;
    const discard = (extra.discard as string[] | undefined) ?? [];
    const kept = (extra.kept as string[] | undefined) ?? [];
    const given = (extra.given as [number, string][] | undefined) ?? [];
    const pending = (extra.pending as string[] | undefined) ?? [];
    const last = discard.length ? cardName(discard[discard.length - 1]) : "";
    const out = given.map(([seat, card]) => `${cardName(card)} in front of ${who(view, Number(seat))}`);
    return h(
      "div",
      { class: "rdi-extra rdi-doppelgangers", role: "img", "aria-label": `Doppelganger Deck ${deck} face down; in front of him: ${kept.map(cardName).join(", ") || "none"}; given: ${out.join(", ") || "none"}; discard ${discard.length}` },
      h("span", { class: "rdi-extra-label" }, "Doppelganger Deck ", h("b", {}, String(deck))),
      kept.map((c) => h("span", { class: "rdi-token full" }, `kept: ${cardName(c)}`)),
      out.map((t) => h("span", { class: "rdi-token" }, t)),
      pending.length ? h("span", { class: "rdi-extra-note" }, `${listWords(pending.map(cardName))}: keep or give away`) : null,
      h("span", { class: "rdi-extra-note" }, `Doppelganger discard ${discard.length}${last ? `: last ${last}` : ""}`),
    );
  }
  if (kind === "Plots") {
    // Petra (002 L1074-1104): the Plotted Cards (face down to the others: blanks) and the Hellfire track
    const cards = (extra.cards as string[] | undefined) ?? [];
    const hellfire = Number(extra.hellfire ?? 1);
    const track = [1, 2, 3, 4].map((n) => (n === hellfire ? h("b", {}, ` ${n} `) : h("span", { class: "rdi-extra-note" }, ` ${n} `)));
    const shown = cards.map((c) => (c ? cardName(c) : "face down"));
    return h(
      "div",
      { class: "rdi-extra rdi-plots", role: "img", "aria-label": `Plotted Cards: ${cards.length}${shown.some((c) => c !== "face down") ? ` (${shown.join(", ")})` : " face down"}; Hellfire Token on space ${hellfire} of 5, the fifth the fire spot` },
      h("span", { class: "rdi-extra-label" }, "Plotted Cards ", h("b", {}, String(cards.length))),
      shown.map((c) => h("span", { class: "rdi-token" }, c)),
      h("span", { class: "rdi-extra-label" }, " Hellfire "),
      track,
      h("span", { class: "rdi-extra-note" }, " fire"),
    );
  }
  if (kind === "Petrified") {
    // Nerodia (002 L890-927): the Petrification Pile, face down to everyone (her too): whose cards
    const pile = (extra.pile as [number, string][] | undefined) ?? [];
    const glared = (extra.glared as [string, [number, string][]][] | undefined) ?? [];
    const under = glared.reduce((n, [, held]) => n + held.length, 0);
    const owners = [...new Set(pile.map(([seat]) => Number(seat)))].sort((a, b) => a - b);
    const counts = owners.map((seat) => `${pile.filter(([s]) => Number(s) === seat).length} of ${who(view, seat)}'s`);
    const top = pile.length ? who(view, Number(pile[pile.length - 1][0])) : "";
    return h(
      "div",
      { class: "rdi-extra rdi-petrified", role: "img", "aria-label": `Petrification Pile: ${pile.length} cards face down${counts.length ? ` (${counts.join(", ")})` : ""}${top ? `; the top one is ${top}'s` : ""}${under ? `; ${under} under a Glare card` : ""}` },
      h("span", { class: "rdi-extra-label" }, "Petrification Pile ", h("b", {}, String(pile.length))),
      counts.map((c) => h("span", { class: "rdi-token" }, c)),
      top ? h("span", { class: "rdi-extra-note" }, `top: ${top}'s (decays at her turn start)`) : null,
      under ? h("span", { class: "rdi-extra-note" }, `${under} under a Glare card`) : null,
    );
  }
  if (kind === "Vampire") {
    // Baron von Vlazlo (002 L1625-1661): Blood Tokens (at most 8), the form decks face down, and how
    // many of each form deck's cards are in his hand and Character Deck (their backs differ, L1655)
    const blood = Number(extra.blood ?? 0);
    const decks = (extra.decks as Record<string, unknown>[] | undefined) ?? [];
    const inHand = (extra.in_hand as number[] | undefined) ?? [];
    const inDeck = (extra.in_deck as number[] | undefined) ?? [];
    const names: Record<string, string> = { wolf: "Wolf", bat: "Bat", monstrosity: "Monstrosity" };
    const shown = decks.map((d, i) => {
      const name = names[String(d.kind ?? "")] ?? String(d.kind ?? "");
      const left = ((d.cards as string[] | undefined) ?? []).length;
      return `${name} Deck ${left} (face down); ${inHand[i] ?? 0} in hand, ${inDeck[i] ?? 0} in his deck`;
    });
    const due = String(extra.due ?? "");
    const note = due === "buy" ? "buying form cards (2 Blood each)" : due === "first" ? "choosing his first form card" : due === "acquire" ? "acquiring a form card" : "";
    return h(
      "div",
      { class: "rdi-extra rdi-vampire", role: "img", "aria-label": `Blood ${blood} of 8; ${shown.join("; ")}${note ? `; ${note}` : ""}` },
      h("span", { class: "rdi-extra-label" }, "Blood ", h("b", {}, `${blood}/8`)),
      Array.from({ length: 8 }, (_, k) => h("span", { class: `rdi-token${k < blood ? " full" : ""}` }, k < blood ? "●" : "○")),
      shown.map((t) => h("span", { class: "rdi-extra-note" }, t)),
      note ? h("span", { class: "rdi-extra-note" }, note) : null,
    );
  }
  if (kind === "Gizmos") {
    // Wrench (002 L1775-1866): each Gizmo in play with its wrench token on the Fortitude track
    const held = (extra.gizmos as Record<string, unknown>[] | undefined) ?? [];
    const shown = held.map((g) => {
      const plus = Number(g.plus ?? 0);
      return `${cardName(String(g.card ?? ""))} at ${Number(g.fortitude ?? 0)} Fortitude${plus ? ` (+${plus} on its next use)` : ""}`;
    });
    return h(
      "div",
      { class: "rdi-extra rdi-gizmos", role: "img", "aria-label": `Gizmos in play: ${shown.join(", ") || "none"}` },
      h("span", { class: "rdi-extra-label" }, "Gizmos "),
      shown.length ? shown.map((t) => h("span", { class: "rdi-token full" }, t)) : h("span", { class: "rdi-extra-note" }, "none in play"),
    );
  }
  if (kind === "Planter") {
    // Dale (002 L235-265): the Planter Box of four Mushrooms, each with its Harvest Value
    const slots = (extra.slots as string[] | undefined) ?? [];
    const values = (extra.values as number[] | undefined) ?? [];
    const deck = ((extra.deck as string[] | undefined) ?? []).length;
    const discard = ((extra.discard as string[] | undefined) ?? []).length;
    const revealed = String(extra.revealed ?? "");
    const planted = slots.map((c, k) => `${cardName(c)} (Harvest ${values[k] ?? 0})`);
    return h(
      "div",
      { class: "rdi-extra rdi-planter", role: "img", "aria-label": `Planter Box: ${planted.join(", ") || "empty"}; Mushroom Deck ${deck} face down, Mushroom discard ${discard}` },
      h("span", { class: "rdi-extra-label" }, "Planter Box "),
      Array.from({ length: 4 }, (_, k) => h("span", { class: `rdi-token${k < slots.length ? " full" : ""}` }, planted[k] ?? "empty")),
      revealed ? h("span", { class: "rdi-extra-note" }, `${cardName(revealed)} waits: the Planter Box is full`) : null,
      h("span", { class: "rdi-extra-note" }, `Mushroom Deck ${deck} (face down), Mushroom discard ${discard}`),
    );
  }
  if (kind === "Kitchen") {
    // Roxana (002 L1343-1428): the Available Recipe, the Recipe Deck (face down), the Cutting Board
    const board = (extra.board as string[] | undefined) ?? [];
    const deck = ((extra.recipes as string[] | undefined) ?? []).length;
    const available = String(extra.available ?? "");
    const revealed = String(extra.revealed ?? "");
    const recipe = available ? cardName(available) : "none";
    const onBoard = board.map((c) => cardName(c));
    return h(
      "div",
      { class: "rdi-extra rdi-kitchen", role: "img", "aria-label": `Available Recipe: ${recipe}; Recipe Deck ${deck} face down; Cutting Board: ${onBoard.join(", ") || "empty"}` },
      h("span", { class: "rdi-extra-label" }, "Available Recipe ", h("b", {}, recipe)),
      revealed ? h("span", { class: "rdi-extra-note" }, `just revealed: ${cardName(revealed)} (she keeps one)`) : null,
      h("span", { class: "rdi-extra-note" }, `Recipe Deck ${deck} (face down)`),
      h("span", { class: "rdi-extra-label" }, `Cutting Board ${board.length} `),
      onBoard.map((name) => h("span", { class: "rdi-token full" }, name)),
      h("span", { class: "rdi-extra-note" }, "Smorgasbord: any three Ingredients draw a card"),
    );
  }
  if (kind === "Brewing") {
    // Father Farai (002 L392-411): three Brew Decks, each top face up with its Progress Tokens
    const kinds = [
      ["beer", "Beer"],
      ["wine", "Wine"],
      ["spirits", "Spirits"],
    ] as const;
    const progress = (extra.progress as number[] | undefined) ?? [0, 0, 0];
    const needs = (extra.needs as number[] | undefined) ?? [0, 0, 0];
    const at = String(extra.at ?? "");
    const discard = (extra.discard as string[] | undefined) ?? [];
    const decks = kinds.map(([k, name], i) => {
      const deck = (extra[k] as string[] | undefined) ?? [];
      const top = deck.length ? cardName(deck[deck.length - 1]) : "";
      const here = at === k ? " (Farai's Token)" : "";
      const text = top ? `${name}${here}: ${top}, ${progress[i] ?? 0}/${needs[i] ?? 0} tokens, ${deck.length} left` : `${name}${here}: finished`;
      return { text, here: Boolean(here), top: Boolean(top) };
    });
    return h(
      "div",
      { class: "rdi-extra rdi-brews", role: "img", "aria-label": `Brews: ${decks.map((d) => d.text).join("; ")}; Brew discard ${discard.length}` },
      h("span", { class: "rdi-extra-label" }, "Brews "),
      decks.map((d) => h("span", { class: `rdi-token${d.here ? " full" : ""}` }, d.text)),
      h("span", { class: "rdi-extra-note" }, `below each top face down; Brew discard ${discard.length}`),
    );
  }
  if (kind === "SpecialReserve") {
    const deck = ((extra.deck as string[] | undefined) ?? []).length;
    const discard = ((extra.discard as string[] | undefined) ?? []).length;
    return h(
      "div",
      { class: "rdi-extra rdi-reserve", role: "img", "aria-label": `Special Reserve Deck ${deck} cards face down, ${discard} discarded` },
      h("span", { class: "rdi-extra-label" }, "Special Reserve ", h("b", {}, String(deck))),
      h("span", { class: "rdi-extra-note" }, `face down; discard ${discard}; her Drinks always go on top of a Drink Me! pile`),
    );
  }
  if (kind === "Artifacts") {
    const down = Number(extra.down ?? 0);
    const discard = ((extra.discard as string[] | undefined) ?? []).length;
    // Face-down Artifacts in the pot that Keet looked at as he anted them (002 L634): named in
    // his own view only; the other seats get "artifact_face_down" for each.
    const looked = (extra.looked as string[] | undefined) ?? [];
    const known = looked.filter((id) => id !== "artifact_face_down");
    const lookedNote = looked.length
      ? `; in the pot, looked at by Keet: ${known.length ? known.map(cardName).join(", ") : `${looked.length} face down`}`
      : "";
    return h(
      "div",
      { class: "rdi-extra rdi-artifacts", role: "img", "aria-label": `Artifacts: ${down + looked.length} face down at the table, ${discard} discarded` },
      h("span", { class: "rdi-extra-label" }, "Artifacts face down ", h("b", {}, String(down + looked.length))),
      h("span", { class: "rdi-extra-note" }, `nobody knows which${lookedNote}; Artifact discard ${discard}; each Artifact is worth 1 Gold`),
    );
  }
  if (kind === "Forms") {
    const form = String(extra.form ?? "elf");
    const names: Record<string, string> = { elf: "Elf", bear: "Bear", raven: "Raven", tree: "Tree" };
    const notes: Record<string, string> = {
      elf: "no extra effects",
      bear: "her cards hit other players harder; antes 2 to open a round",
      raven: "1 more Gold from the Inn when she gains Gold; 1 more Alcohol; the Inn antes in a round she starts",
      tree: "2 less Alcohol gained and 2 less Fortitude lost; becomes an Elf when she plays a card",
    };
    return h(
      "div",
      { class: `rdi-extra rdi-forms ${form}`, role: "img", "aria-label": `${names[form] ?? form} form` },
      h("span", { class: "rdi-extra-label" }, "Form ", h("b", {}, names[form] ?? form)),
      h("span", { class: "rdi-extra-note" }, notes[form] ?? ""),
      extra.asking ? h("span", { class: "rdi-extra-note" }, "deciding whether to turn back into an Elf") : null,
    );
  }
  if (kind === "Fury") {
    const wolf = Boolean(extra.wolf);
    const fury = Number(extra.fury ?? 0);
    const due = Number(extra.due ?? 0);
    const aimed = ((extra.aims as number[] | undefined) ?? []).length;
    const aiming = due > aimed ? `aiming Fury: ${aimed} of ${due} picked` : "";
    return h(
      "div",
      { class: `rdi-extra rdi-fury${wolf ? " wolf" : ""}`, role: "img", "aria-label": wolf ? "Wolf form" : `Human form, Fury ${fury} of 3` },
      h("span", { class: "rdi-extra-label" }, "Form ", h("b", {}, wolf ? "Wolf" : "Human")),
      wolf ? h("span", { class: "rdi-extra-note" }, "no Fury while a wolf") : h("span", { class: "rdi-pips" }, Array.from({ length: 3 }, (_, k) => h("span", { class: `rdi-pip${k < fury ? " full" : ""}` }))),
      wolf ? null : h("span", { class: "rdi-extra-note" }, `Fury ${fury}/3: it bites when he turns wolf`),
      aiming ? h("span", { class: "rdi-extra-note" }, aiming) : null,
    );
  }
  if (kind === "Chimera") {
    const up = Boolean(extra.face_up);
    const summons = (extra.summons as string[] | undefined) ?? [];
    const names: Record<string, string> = { scrappy: "Scrappy", bandit: "Bandit", amber: "Amber" };
    const choosing = Number(extra.choosing ?? 0) ? "choosing a summon to place" : "";
    return h(
      "div",
      { class: `rdi-extra rdi-chimera${up ? " up" : ""}`, role: "img", "aria-label": up ? "Chimera face up: ready to dispel" : `Chimera face down; summons on it: ${summons.map((x) => names[x] ?? x).join(", ") || "none"}` },
      h("span", { class: "rdi-extra-label" }, "Chimera ", h("b", {}, up ? "face up" : "face down")),
      up
        ? h("span", { class: "rdi-extra-note" }, "dispel: 3 Fortitude attack as the Action, or a card's Chimera effect")
        : h("span", { class: "rdi-pips" }, ["scrappy", "bandit", "amber"].map((x) => h("span", { class: `rdi-token${summons.includes(x) ? " full" : ""}` }, names[x]))),
      choosing ? h("span", { class: "rdi-extra-note" }, choosing) : null,
    );
  }
  if (kind === "Stories" || kind === "Gears") {
    const what = kind === "Stories" ? "Story" : "Gear";
    const deck = ((extra.deck as string[] | undefined) ?? []).length;
    const discard = (extra.discard as string[] | undefined) ?? [];
    const last = discard.length ? discard[discard.length - 1] : "";
    const aiming = Number(extra.aiming ?? 0) ? `must pick the player for the ${what} just revealed` : "";
    return h(
      "div",
      { class: `rdi-extra rdi-${kind.toLowerCase()}`, role: "img", "aria-label": `${what} Deck ${deck} cards face down, ${discard.length} discarded${aiming ? `; ${aiming}` : ""}` },
      h("span", { class: "rdi-extra-label" }, `${what} Deck `, h("b", {}, String(deck))),
      h("span", { class: "rdi-extra-note" }, `face down; discard ${discard.length}${last ? `: last ${cardName(last)}` : ""}`),
      last ? h("span", { class: "rdi-extra-note" }, card(last).text) : null,
      aiming ? h("span", { class: "rdi-extra-note" }, aiming) : null,
      ...((extra.told as [number, string][] | undefined) ?? []).map(([seat, story]) =>
        h("span", { class: "rdi-extra-note" }, `in front of ${who(view, seat)}: ${cardName(story)}`),
      ),
    );
  }
  if (kind === "Wulfric") {
    const discard = (extra.discard as string[] | undefined) ?? [];
    const deck = ((extra.deck as string[] | undefined) ?? []).length;
    const mood = discard.length ? discard[discard.length - 1] : "";
    return h(
      "div",
      { class: "rdi-extra rdi-wulfric", role: "img", "aria-label": `Wulfric's mood: ${mood ? cardName(mood) : "none"}` },
      h("span", { class: "rdi-extra-label" }, "Wulfric "),
      h("b", {}, mood ? cardName(mood) : "no mood yet"),
      mood ? h("span", { class: "rdi-extra-note" }, card(mood).text) : null,
      h("span", { class: "rdi-extra-note" }, `Wulfric Deck ${deck} (face down), discard ${discard.length}`),
    );
  }
  if (kind === "Shelf") {
    const cards = (extra.cards as string[] | undefined) ?? [];
    return h(
      "div",
      { class: "rdi-extra rdi-shelf", role: "img", "aria-label": `Mix-in Shelf: ${cards.length ? listWords(cards.map((c) => cardName(c))) : "empty"}` },
      h("span", { class: "rdi-extra-label" }, "Mix-in Shelf "),
      cards.length ? cards.map((c) => h("span", { class: "rdi-token full", title: card(c).text }, cardName(c))) : h("span", { class: "rdi-extra-note" }, "empty"),
    );
  }
  if (kind === "Munchkin") {
    const equipped = (extra.equipped as string[] | undefined) ?? [];
    const level = Number(extra.level ?? 0);
    const revealed = String(extra.revealed ?? "");
    const deck = ((extra.deck as string[] | undefined) ?? []).length;
    const discard = ((extra.discard as string[] | undefined) ?? []).length;
    return h(
      "div",
      { class: "rdi-extra rdi-munchkin", role: "img", "aria-label": `Level ${level}; equipped: ${equipped.length ? listWords(equipped.map((c) => cardName(c))) : "nothing"}` },
      h("span", { class: "rdi-extra-label" }, "Level ", h("b", {}, String(level))),
      equipped.length ? equipped.map((c) => h("span", { class: "rdi-token full", title: card(c).text }, cardName(c))) : h("span", { class: "rdi-extra-note" }, "no Treasure equipped"),
      revealed ? h("span", { class: "rdi-extra-note" }, `revealed ${cardName(revealed)}: equip it or discard it`) : null,
      extra.keeper ? h("span", { class: "rdi-extra-note" }, `shared Treasure Deck ${deck} (face down), discard ${discard}`) : null,
    );
  }
  if (kind === "Fingers") {
    const names = ["Thumb", "Index", "Middle", "Ring", "Little"];
    const ids = ["lich_finger_thumb", "lich_finger_index", "lich_finger_middle", "lich_finger_ring", "lich_finger_little"];
    const attached = (extra.attached as string[] | undefined) ?? [];
    const ringed = (extra.ringed as string[] | undefined) ?? [];
    return h(
      "div",
      { class: "rdi-extra rdi-fingers", role: "img", "aria-label": status },
      h("span", { class: "rdi-extra-label" }, "Fingers "),
      ids.map((id, k) =>
        h(
          "span",
          {
            class: `rdi-token${attached.includes(id) ? " full" : ""}`,
            title: `${names[k]}: ${attached.includes(id) ? "attached" : "detached"}${ringed.includes(id) ? ", ringed (worth 1 Gold)" : ""}`,
          },
          `${names[k]}${ringed.includes(id) ? " \u25CB" : ""}`,
        ),
      ),
      h("span", { class: "rdi-extra-note" }, `${attached.length} attached: each may Ignore a card or effect on his Fortitude or Alcohol`),
    );
  }
  if (kind === "Mood") {
    const moods = ["Calm", "Manic", "Crazy", "Psychotic"];
    const value = Number(extra.value ?? 0);
    const epic = (extra.epic as string[] | undefined) ?? [];
    const epicCards = (extra.epic_cards as string[] | undefined) ?? [];
    return h(
      "div",
      { class: "rdi-extra rdi-mood", role: "img", "aria-label": `Pooky's mood: ${moods[value] ?? "Calm"}` },
      h("span", { class: "rdi-extra-label" }, "Mood "),
      moods.map((m, i) => (i === value ? h("b", {}, ` ${m} `) : h("span", { class: "rdi-extra-note" }, ` ${m} `))),
      // Epic Pooky (002 L1271-1276): the face-down Epic Deck, and a choice waiting at Psychotic
      epicCards.length ? h("span", { class: "rdi-extra-note" }, `Epic Deck ${epic.length} of ${epicCards.length} (face down)`) : null,
      Number(extra.due ?? 0) ? h("span", { class: "rdi-extra-note" }, "choosing: stay Psychotic, or Calm for an Epic Card") : null,
    );
  }
  if (kind === "Debuffs") {
    const given = (extra.given as [number, string, boolean][] | undefined) ?? [];
    const left = DEBUFFS.map(([k, name]) => `${2 - given.filter(([, g]) => g === k).length} ${name}`);
    const held = given.map(([seat, k]) => `${DEBUFF_NAME[k] ?? k} on ${who(view, seat)}`);
    return h(
      "div",
      { class: "rdi-extra rdi-debuffs", role: "img", "aria-label": `Debuff Tokens beside her: ${left.join(", ")}` },
      h("span", { class: "rdi-extra-label" }, "Debuff Tokens "),
      h("b", {}, extra.gone ? "out of the game" : left.join(", ")),
      h("span", { class: "rdi-extra-note" }, held.length ? listWords(held) : "none given out"),
    );
  }
  // A mechanic this table does not draw yet: its own status line, with seats named.
  return h("div", { class: "rdi-extra" }, status.replace(/\bseat (\d+)/g, (_m, n: string) => who(view, Number(n))));
}

const DEBUFFS: [string, string][] = [["pain", "Pain Curse"], ["mind", "Mind Hex"], ["power", "Power Jinx"]];
const DEBUFF_NAME: Record<string, string> = Object.fromEntries(DEBUFFS);

/** Natyli's Debuff Tokens lying by this player's mat (each returns to her as its text says). */
function debuffsHeld(view: View, seat: number): HTMLElement | null {
  const names: string[] = [];
  for (const other of view.seats) {
    const found = (other.extra as Record<string, unknown>[]).find((x) => x.mechanic === "Debuffs");
    if (!found || found.gone || other.out) continue;
    for (const [s, k] of (found.given as [number, string, boolean][] | undefined) ?? []) {
      if (s === seat) names.push(DEBUFF_NAME[k] ?? k);
    }
  }
  if (!names.length || view.seats[seat]?.out) return null;
  return h(
    "div",
    { class: "rdi-extra rdi-debuffs", role: "img", "aria-label": `Debuff Tokens: ${names.join(", ")}` },
    h("span", { class: "rdi-extra-label" }, "Debuffs "),
    h("b", {}, listWords(names)),
  );
}

/** Amundyr's Scarab Tokens lying by this player's mat (they bite at the end of their turn). */
function scarabsHeld(view: View, seat: number): HTMLElement | null {
  for (const other of view.seats) {
    const found = (other.extra as Record<string, unknown>[]).find((x) => x.mechanic === "Scarabs");
    const n = Number(((found?.held as number[] | undefined) ?? [])[seat] ?? 0);
    if (n > 0 && !view.seats[seat]?.out) return pips("Scarab Tokens", n, Math.max(n, 3), "rdi-scarabs", "1 comes back to Amundyr for 1 Fortitude at the end of each of their turns");
  }
  return null;
}

function extras(s: SeatView, view: View): HTMLElement | null {
  const list = s.extra as Record<string, unknown>[];
  const seat = view.seats.indexOf(s);
  const scarabs = seat >= 0 ? scarabsHeld(view, seat) : null;
  const debuffs = seat >= 0 ? debuffsHeld(view, seat) : null;
  if (!list.length && !scarabs && !debuffs) return null;
  return h(
    "div",
    { class: "rdi-extras" },
    list.map((x, i) => extraComponent(x, view, s.status[i] ?? "", s)),
    scarabs,
    debuffs,
  );
}

function inFront(s: SeatView): HTMLElement | null {
  if (!s.front.length && !s.valuables.length) return null;
  const label = (id: string) => (card(id).type === "drink" ? "Elixir" : "Prize");
  return h(
    "div",
    { class: "rdi-front" },
    s.front.map((id) => cardFace(id, { size: "small", notes: [`${label(id)} in front`], title: `${label(id)}: ${cardName(id)}` })),
    s.valuables.map((id) => cardFace(id, { size: "small", title: `Worth 1 Gold: ${cardName(id)}` })),
  );
}

function handBacks(count: number): HTMLElement {
  return h(
    "span",
    { class: "rdi-mini-hand", "aria-hidden": "true" },
    Array.from({ length: Math.min(count, 10) }, () => h("span", { class: "rdi-mini-back" })),
  );
}

const OUT: Record<string, string> = {
  "passed-out": "Passed out",
  broke: "Broke: out of the inn",
};

function orderButtons(seat: number, ctx: RenderContext): HTMLElement | null {
  const orders = ctx.legal.filter((a: LegalAction) => a.action.type === "order-drink" && Number(a.action.target) === seat);
  if (!orders.length) return null;
  return h(
    "div",
    { class: "rdi-mat-chips" },
    orders.map((a) =>
      h(
        "button",
        {
          class: "chip",
          type: "button",
          disabled: !ctx.interactive,
          "aria-label": actionText(a),
          dataset: { key: `rdi-order:${seat}`, index: String(a.index) },
          onclick: () => ctx.act(a.index),
        },
        "Order a Drink for them",
      ),
    ),
  );
}

/** R-12.2: the other members of `seat`'s team ("0+2,1+3"), by name. */
function teammates(view: View, seat: number): string[] {
  for (const team of view.options.teams ? view.options.teams.split(",") : []) {
    const members = team.split("+").map(Number);
    if (members.includes(seat)) return members.filter((m) => m !== seat).map((m) => who(view, m));
  }
  return [];
}

function mat(view: View, s: SeatView, seat: number, ctx: RenderContext): HTMLElement {
  const name = shortName(s.character);
  const info = character(s.character);
  const waiting = waitingOn(view);
  const tags: string[] = [];
  if (seat === view.active && !view.result) tags.push(seat === view.seat ? "your turn" : "their turn");
  if (waiting?.seat === seat && !(waiting.what === "in the Action phase" && seat === view.active)) tags.push(waiting.what);
  if (view.gambling?.controller === seat) tags.push("winning the gamble");
  if (view.options.boss === seat) tags.push("the Boss");
  const team = teammates(view, seat);
  if (team.length) tags.push(`team with ${listWords(team)}`);
  for (const item of view.stack.items) {
    const p = item.payload;
    if (item.negated || item.ignored_by.includes(seat)) continue;
    if (p.kind === "card" && p.target === seat) tags.push(`target of ${cardName(p.card)}`);
    if (p.kind === "drink" && p.drinker === seat) tags.push(`drinking ${cardName(p.card)}`);
  }
  const discardTop = s.discard.length ? s.discard[s.discard.length - 1] : "";
  return h(
    "section",
    {
      class: `rdi-mat${seat === view.active ? " active" : ""}${seat === view.seat ? " you" : ""}${s.out ? " out" : ""}${waiting?.seat === seat ? " waiting" : ""}`,
      style: { "--seat": seatColor(seat) },
      "aria-label": `${name}, played by ${seatName(ctx.seats, seat)}${seat === view.seat ? " (you)" : ""}`,
      dataset: { seat: String(seat) },
    },
    h(
      "header",
      { class: "rdi-mat-head" },
      portrait(s, seat),
      h(
        "div",
        { class: "rdi-who" },
        h("span", { class: "rdi-character", title: info.name + (info.text ? ` — ${info.text}` : "") }, name),
        h("span", { class: "rdi-player" }, seatName(ctx.seats, seat) + (seat === view.seat ? " (you)" : "") + (s.race ? ` · ${s.race.charAt(0).toUpperCase()}${s.race.slice(1)}` : "")),
      ),
      tags.length ? h("div", { class: "rdi-tags" }, tags.map((t) => h("span", { class: "rdi-tag" }, t))) : null,
    ),
    s.out ? h("div", { class: "rdi-out-ribbon" }, OUT[s.out] ?? "Out of the game") : null,
    fortitudeTrack(s),
    goldTrack(s, view),
    h(
      "div",
      { class: "rdi-counts" },
      h("span", { class: "rdi-count rdi-hand-count", title: `${s.hand_count} cards in hand` }, handBacks(s.hand_count), `Hand ${s.hand_count}`),
      h(
        "span",
        { class: "rdi-count rdi-drinkme", title: "Drinks ordered for this player, face down (Drink Me! pile)" },
        h("span", { class: "rdi-mug", "aria-hidden": "true" }),
        `Drink Me! ${s.drink_me_count}`,
        s.reserve_on_top ? h("span", { class: "rdi-reserve-top" }, ` (${s.reserve_on_top} Special Reserve on top)`) : null,
      ),
      h("span", { class: "rdi-count" }, `Deck ${s.deck_count}`),
      h("span", { class: "rdi-count", title: discardTop ? `Top of the discard pile: ${cardName(discardTop)}` : "" }, `Discard ${s.discard.length}`),
    ),
    extras(s, view),
    inFront(s),
    orderButtons(seat, ctx),
  );
}

export function mats(view: View, ctx: RenderContext): HTMLElement {
  // Your own mat first, then the others clockwise from you.
  const me = view.seat ?? 0;
  const order = view.seats.map((_, k) => (me + k) % view.seats.length);
  return h(
    "div",
    { class: `rdi-mats${view.seats.length > 5 ? " crowded" : ""}` },
    order.map((seat) => mat(view, view.seats[seat], seat, ctx)),
  );
}
