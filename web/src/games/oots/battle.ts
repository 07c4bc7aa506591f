/**
 * The battle panel (R104-R118): who attacks or defends against which Monster, the chosen shtick,
 * helpers and their Loot (R128-R132), Screw This! bonuses, the open priority window and stack
 * (A59), the last d12 roll; plus the stocking of a new battle (R067-R080) and a shtick pick.
 */

import { actionText } from "../../actions";
import { h } from "../../dom";
import type { JsonObject, LegalAction } from "../../protocol";
import type { RenderContext } from "../../renderers";
import { seatChip } from "../../seats";
import { abilityText, card, cardName, describe, monsterStats, shtickStats, titleCase } from "./catalog";
import { characterOf, helperName, placeName, roomAt } from "./labels";
import type { Battle, Breakdown, Part, View } from "./view.gen";

let lastResolved: JsonObject | null = null;

/** Remembers the latest `battle-resolved` event (the view has no roll: `View.last_battle` is an open item of the game's DESIGN.md). */
export function noteBattleResults(ctx: RenderContext): void {
  for (const e of ctx.events ?? []) if (e.event.type === "battle-resolved") lastResolved = e.event;
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

function row(label: string, ...value: (Node | string | null)[]): HTMLElement {
  return h("div", { class: "oots-row" }, h("dt", {}, label), h("dd", {}, value));
}

/** Buttons for the legal actions of some types, labelled like the action list. */
export function actionChips(ctx: RenderContext, types: string[], key: string): HTMLElement | null {
  const list = ctx.legal.filter((a: LegalAction) => types.includes(String(a.action.type)));
  if (!list.length) return null;
  return h(
    "div",
    { class: "oots-choices" },
    list.map((a) =>
      h(
        "button",
        {
          class: "chip",
          type: "button",
          disabled: !ctx.interactive,
          "aria-label": actionText(a),
          dataset: { key: `${key}:${a.text}` },
          onclick: () => ctx.act(a.index),
        },
        actionText(a),
      ),
    ),
  );
}

function shtickLine(view: View, seat: number, index: number | null, chosen: boolean): string {
  if (index === null) return chosen ? "none" : "not chosen yet";
  if (index < 0) return "no shtick (R148)";
  const id = view.players.find((p) => p.seat === seat)?.shticks[index] ?? "";
  return `${cardName(id)} (${shtickStats(card(id))})`;
}

function foeBlock(view: View, b: Battle, ctx: RenderContext): HTMLElement {
  if (b.foe_seat !== null) {
    return h(
      "div",
      { class: "oots-foe" },
      h("strong", {}, "Defender: "),
      seatChip(ctx.seats, b.foe_seat, ctx.seat),
      ` (${characterOf(view, b.foe_seat)}) with ${shtickLine(view, b.foe_seat, b.foe_shtick, b.foe_chosen)}`,
      b.foe_bonus ? ` · bonus ${signed(b.foe_bonus)}` : "",
    );
  }
  const info = card(b.monster);
  const abil = abilityText(info);
  return h(
    "div",
    { class: "oots-foe oots-monster-card", title: describe(b.monster) },
    h("strong", {}, info.name),
    (info.types ?? []).length ? h("span", { class: "muted" }, ` ${(info.types ?? []).map(titleCase).join("/")}`) : null,
    h("div", {}, monsterStats(info)),
    abil ? h("div", { class: "oots-abilities" }, abil) : null,
    info.text ? h("div", { class: "muted" }, info.text) : null,
  );
}

function helpsList(view: View, b: Battle, ctx: RenderContext): HTMLElement {
  if (!b.helps.length) return h("span", { class: "muted" }, b.helping_done ? "nobody" : "none yet");
  return h(
    "ul",
    { class: "oots-helps" },
    b.helps.map((hp) =>
      h(
        "li",
        { class: `help-${hp.status}` },
        hp.helper >= 0 ? seatChip(ctx.seats, hp.helper, ctx.seat) : helperName(view, hp.helper),
        ` for ${cardName(hp.loot)}: +${hp.bonus} (${hp.status}${b.foe_seat !== null ? `, ${hp.side ? "defender" : "attacker"}` : ""})`,
      ),
    ),
  );
}

function parts(list: Part[]): string {
  return list.map((p) => `${titleCase(p.source)}${p.card ? ` (${cardName(p.card)})` : ""} ${signed(p.amount)}`).join(", ") || "nothing";
}

function breakdownList(bd: Breakdown, pvp: boolean): HTMLElement {
  return h(
    "ul",
    { class: "oots-breakdown" },
    h("li", {}, `Player ${titleCase(bd.stat)} ${bd.player}: ${parts(bd.player_parts)}`),
    h("li", {}, `${pvp ? "Defender" : "Monster"} ${bd.foe}: ${parts(bd.foe_parts)}`),
  );
}

function lastRoll(ctx: RenderContext): HTMLElement | null {
  const e = lastResolved;
  if (!e) return null;
  return h(
    "div",
    { class: `oots-last-roll result-${String(e.result)}`, "aria-label": "The last battle roll" },
    h("span", { class: "oots-d12", "aria-hidden": "true" }, String(e.roll)),
    h("span", {}, "Last battle: "),
    seatChip(ctx.seats, Number(e.seat), ctx.seat),
    ` rolled ${String(e.roll)} on the d12: ${String(e.player_total)} vs ${e.monster ? cardName(String(e.monster)) : "the defender"} ${String(e.monster_total)} → ${String(e.result)}`,
  );
}

const BATTLE_ACTIONS = ["use-shtick", "ask-help", "fight", "accept-help", "decline-help", "save-monster"];

function facesText(view: View): string {
  const faces = view.battle?.faces ?? [];
  return faces.length ? faces.join(", ") : "?";
}

/** What the newer steps ask (A59 windows outside the stack, NPC offers in PvP, rerolls, R306). */
const PROMPTS: Record<string, (view: View) => string> = {
  "pvp-npc": (v) =>
    `NPC offers (R054): ${v.battle?.npc_side === 0 ? "the Attacker" : "the Defender"} may offer Loot to an NPC for help, or stop`,
  picked: () => "Loot picked up: play a Screw This! card for it, or pass (A59)",
  trap: (v) => `A Trap is revealed${v.turn.trap ? `: ${cardName(v.turn.trap)}` : ""}. Play a Screw This! card before the Evade rolls, or pass (A59)`,
  placed: () => "A Monster was just placed: play a Screw This! card on it, or pass (A59)",
  stumble: (v) => `${characterOf(v, v.turn.seat)} starts moving: play a Screw This! card on them, or pass (A59)`,
  reroll: (v) => `The battle die shows ${facesText(v)}: keep it, or flip a shtick to reroll`,
  "pick-shadow": () => "Me and My Shadow: pick the NPC who shadows you all game (R306)",
  late: () => "Play Run Away! or an after-results Screw This! card, or pass (A59)",
  "heal-offer": () => "A heal is offered for a Loot (A29): pay with a Loot from your Stash, or refuse",
};

function promptPanel(view: View, ctx: RenderContext): HTMLElement | null {
  const prompt = PROMPTS[view.phase];
  if (!prompt) return null;
  const shown = view.battle ? BATTLE_ACTIONS : [];
  const types = [...new Set(ctx.legal.map((a) => String(a.action.type)))].filter((t) => !shown.includes(t));
  const seat = ctx.decision?.seat;
  return h(
    "section",
    { class: "panel oots-prompt", "aria-label": "What is asked now", dataset: { phase: view.phase } },
    h("h3", {}, prompt(view)),
    seat !== undefined ? h("p", {}, "Deciding: ", seatChip(ctx.seats, seat, ctx.seat)) : null,
    actionChips(ctx, types, "prompt"),
  );
}

function battlePanel(view: View, b: Battle, ctx: RenderContext): HTMLElement {
  const seat = view.turn.seat;
  const role = b.attacker ? "Attacker" : "Defender";
  const breakdown = view.breakdown as Breakdown | null; // a field typed Any in the view
  return h(
    "section",
    { class: "panel oots-battle", "aria-label": "The battle" },
    h("h3", {}, `Battle in ${placeName(view, b.room)}`),
    h(
      "dl",
      {},
      row(role, seatChip(ctx.seats, seat, ctx.seat), ` (${characterOf(view, seat)})`, b.distance ? ` at range ${b.distance}` : ""),
      row("Battle shtick", shtickLine(view, seat, b.shtick, b.chosen)),
      row("Helpers", helpsList(view, b, ctx)),
      row("Modifiers", `player ${signed(b.player_bonus)} · ${b.foe_seat !== null ? "defender" : "Monster"} ${signed(b.foe_seat !== null ? b.foe_bonus : b.monster_bonus)}`),
      breakdown ? row("Breakdown", breakdownList(breakdown, b.foe_seat !== null)) : null,
      b.area.length ? row("Area targets", b.area.map(cardName).join(", ")) : null,
      b.window ? row("Screw This! window", titleCase(b.window)) : null,
    ),
    foeBlock(view, b, ctx),
    actionChips(ctx, ["use-shtick", "ask-help", "fight", "accept-help", "decline-help", "save-monster"], "battle"),
  );
}

function stockingPanel(view: View, ctx: RenderContext): HTMLElement | null {
  const s = view.stocking;
  if (!s) return null;
  return h(
    "section",
    { class: "panel oots-stocking", "aria-label": "A new battle" },
    h("h3", {}, `A new battle in ${placeName(view, s.room)}`),
    h(
      "p",
      {},
      `Battle Size ${s.size}; Monsters in the room: ${roomAt(view, s.room[0], s.room[1])?.monsters.length ?? 0}. Placing now: `,
      seatChip(ctx.seats, s.cursor, ctx.seat),
    ),
    actionChips(ctx, ["place-monster"], "stock"),
  );
}

function stackPanel(view: View, ctx: RenderContext): HTMLElement | null {
  const st = view.stack;
  if (!st.items.length && !st.window) return null;
  const priority = st.window ? st.window.order[st.window.cursor] : undefined;
  return h(
    "section",
    { class: "panel oots-stack-panel", "aria-label": "Screw This! cards in play" },
    h("h3", {}, "Screw This! (top resolves first)"),
    h("ol", {}, [...st.items].reverse().map((it) => h("li", { title: describe(it.payload) }, cardName(it.payload), it.source !== null ? [" from ", seatChip(ctx.seats, it.source, ctx.seat)] : ""))),
    priority !== undefined ? h("p", {}, "Priority: ", seatChip(ctx.seats, priority, ctx.seat)) : null,
    actionChips(ctx, ["play-screw", "pass-priority"], "window"),
  );
}

function pickPanel(view: View, ctx: RenderContext): HTMLElement | null {
  const pick = view.turn.pick;
  if (!pick.length) return null;
  const hidden = pick.every((c) => c === "");
  return h(
    "section",
    { class: "panel oots-pick", "aria-label": "Shticks drawn" },
    h("h3", {}, "Shticks drawn by ", seatChip(ctx.seats, view.turn.seat, ctx.seat)),
    hidden ? h("p", {}, `${pick.length} cards, face down to you`) : h("ul", {}, pick.map((c) => h("li", { title: describe(c) }, describe(c)))),
    actionChips(ctx, ["pick-shtick"], "pick"),
  );
}

/** Everything about the fight in progress (empty when nothing is going on). */
export function focus(view: View, ctx: RenderContext): HTMLElement {
  return h(
    "div",
    { class: "oots-focus" },
    promptPanel(view, ctx),
    view.battle ? battlePanel(view, view.battle, ctx) : null,
    stockingPanel(view, ctx),
    stackPanel(view, ctx),
    pickPanel(view, ctx),
    lastRoll(ctx),
  );
}
