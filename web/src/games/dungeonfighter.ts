/**
 * The Dungeon Fighter table: the board in 3D (three.js) where a throw is a mouse/touch flick or a
 * three-press power meter, the server's physics trajectory animated, and panels for the party,
 * the monster, the dice in hand, the chest and the shop — all drawn from the seat's view.
 */

import { h } from "../dom";
import type { EventItem, JsonObject, LegalAction } from "../protocol";
import { humanize, type GameRenderer, type RenderContext } from "../renderers";
import { FlickPad, LOFTS, PowerMeter, quantize } from "./dungeonfighter/flick";
import { Table3D, type Keyframe } from "./dungeonfighter/scene3d";
import { TimingGate } from "./dungeonfighter/timing";
import "./dungeonfighter/timing.css";
import type { State as DfState, ThrowInput, ThrowOutcome as Outcome, View } from "./dungeonfighter/view.gen";

/** Miss reasons as the events name them (`MISS_LABELS` in the game's `throw.py`). */
const MISS_LABELS: Record<string, string> = {
  board_before_bounce: "no bounce before the board",
  hole: "through a hole",
  bone: "on a bone",
  off_board: "off the board",
  requirement: "requirement failed",
  knocked: "knocked a resting die", // AMB-34 knock_resting=miss
};

function missLabel(reason: string): string {
  return MISS_LABELS[reason] ?? reason.replace(/_/g, " ");
}

/** What persists between renders: the 3D table, the input devices and the player's choices. */
class Session {
  readonly table = new Table3D();
  readonly pad: FlickPad;
  readonly meter: PowerMeter;
  readonly gate: TimingGate;
  ctx: RenderContext | null = null;
  die = "";
  spot = 0;
  loft = "skip";
  requirements: string[] = [];
  lastResult: { seq: number; hero: number; die: string; contact: boolean; outcome: Outcome } | null = null;

  constructor() {
    this.gate = new TimingGate((input) => this.send(input));
    this.pad = new FlickPad(this.table.canvas, (yaw, power, spin) => this.release(quantize("flick", this.spot, yaw, power, this.loft, spin)));
    this.meter = new PowerMeter((yaw, power, spin) => this.release(quantize("meter", this.spot, yaw, power, this.loft, spin)));
    this.table.canvas.tabIndex = 0;
    this.table.canvas.setAttribute("role", "application");
    this.table.canvas.setAttribute("aria-label", "The board. Flick up towards it to throw; Space runs the power meter, Q and E set its spin.");
    this.table.canvas.addEventListener("keydown", (e) => {
      if ((e.key === " " || e.key === "Enter") && this.canThrow()) {
        e.preventDefault();
        e.stopPropagation();
        this.meter.press();
      } else if ((e.key === "q" || e.key === "e") && this.canThrow()) {
        e.preventDefault();
        this.meter.turnSpin(e.key === "q" ? -1 : 1);
      }
    });
  }

  throws(): LegalAction[] {
    return (this.ctx?.legal ?? []).filter((a) => a.action.type === "throw");
  }

  canThrow(): boolean {
    return !!this.ctx?.send && this.throws().length > 0;
  }

  dice(): string[] {
    return [...new Set(this.throws().map((a) => String(a.action.die)))];
  }

  /** A flick or the meter released a throw: the timing gate may add its timing or hold it. */
  release(input: ThrowInput): void {
    if (!this.canThrow()) return;
    const ready = this.gate.release(input, performance.now());
    if (ready) this.send(ready);
  }

  send(input: ThrowInput): void {
    const ctx = this.ctx;
    if (!ctx?.send || !this.canThrow()) return;
    const die = this.dice().includes(this.die) ? this.die : this.dice()[0];
    const action: JsonObject = { type: "throw", die, weapons: [], charm: "", throw: input as unknown as JsonObject };
    this.table.canvas.dataset.sent = JSON.stringify(input);
    ctx.send(action);
  }

  /** Animate the newest throw of an update (once) and remember it for the result panel. */
  notice(events: EventItem[]): void {
    const thrown = events.filter((e) => e.event.type === "die-thrown");
    const last = thrown[thrown.length - 1];
    if (!last || last.seq <= this.table.lastSeq) return;
    this.table.lastSeq = last.seq;
    const ev = last.event as unknown as { hero: number; die: string; contact: boolean; outcome: Outcome; requirements: string[] };
    this.lastResult = { seq: last.seq, hero: ev.hero, die: ev.die, contact: ev.contact, outcome: ev.outcome };
    const frames: Keyframe[] = ev.outcome.keyframes.map(([t, x, y, z, qw, qx, qy, qz]) => ({ t, x, y, z, qw, qx, qy, qz }));
    this.table.blind = ev.requirements.includes("blind");
    if (frames.length) this.table.play(frames, ev.die);
    this.table.canvas.dataset.result = `${ev.outcome.source}:${ev.outcome.zone}:${ev.contact ? "contact" : "miss"}`;
    this.table.canvas.dataset.failed = ev.outcome.failed_requirements.join(",");
  }
}

let session: Session | null = null;

function heroName(card: string): string {
  return card.charAt(0).toUpperCase() + card.slice(1).replace(/_/g, " ");
}

function party(state: DfState): HTMLElement {
  const fight = state.fight;
  return h(
    "section",
    { class: "panel df-party", "aria-label": "The party" },
    h("h2", {}, "Party"),
    h(
      "ul",
      { class: "df-heroes" },
      state.heroes.map((hero, i) =>
        h(
          "li",
          { class: `df-hero${hero.fainted ? " fainted" : ""}${hero.eliminated ? " eliminated" : ""}${fight?.turn === i ? " turn" : ""}` },
          h("strong", {}, heroName(hero.card)),
          i === state.leader ? h("span", { class: "df-tag" }, "leader") : null,
          fight && fight.holder === i && fight.dice.length ? h("span", { class: "df-tag" }, `holds ${fight.dice.join(", ")}`) : null,
          h("span", { class: "df-hp", "aria-label": `${hero.hp} of 9 hit points` }, `♥ ${hero.hp}/9`),
          hero.scars.length ? h("span", { class: "df-scars" }, `scars: ${hero.scars.join(", ")}`) : null,
          hero.equipment.length ? h("div", { class: "df-gear" }, hero.equipment.map(heroName).join(" · ")) : null,
          hero.fainted ? h("span", { class: "df-tag bad" }, "fainted") : null,
          hero.eliminated ? h("span", { class: "df-tag bad" }, "eliminated") : null,
        ),
      ),
    ),
  );
}

function monster(state: DfState): HTMLElement | null {
  const fight = state.fight;
  if (!fight) return null;
  return h(
    "section",
    { class: "panel df-monster", "aria-label": "The monster" },
    h("h2", {}, fight.boss ? "Final boss" : "Monster"),
    h("p", { class: "df-monster-name" }, heroName(fight.monster)),
    h("p", {}, h("span", { class: "df-hp" }, `♥ ${fight.hp}`), ` · ${fight.gold} gold on the card`),
  );
}

function diceAndChest(state: DfState): HTMLElement {
  const fight = state.fight;
  return h(
    "section",
    { class: "panel df-dice", "aria-label": "Dice and chest" },
    h("h2", {}, "Dice"),
    fight
      ? h(
          "p",
          {},
          "In hand: ",
          fight.dice.length ? fight.dice.map((d) => h("span", { class: `df-die-chip ${d}` }, d)) : "none",
          fight.thrown.length ? ` · thrown: ${fight.thrown.join(", ")}` : "",
        )
      : null,
    h("p", {}, `Chest: ${state.chest_gold} gold, ${state.chest_bonus} bonus ${state.chest_bonus === 1 ? "die" : "dice"}`),
  );
}

function shop(state: DfState): HTMLElement | null {
  const m = state.maintenance;
  if (!m || (!m.shop.length && !m.loot.length)) return null;
  return h(
    "section",
    { class: "panel df-shop", "aria-label": "Shop" },
    h("h2", {}, m.shop.length ? "Shop" : "Loot"),
    h("ul", {}, [...m.shop, ...m.loot].map((c) => h("li", {}, heroName(c)))),
  );
}

function result(s: Session): HTMLElement | null {
  const r = s.lastResult;
  if (!r) return null;
  const o = r.outcome;
  const where = o.rest === "on_board" ? `section ${o.zone}` : o.rest.replace("_", " ");
  const verdict = r.contact ? "Contact" : `Miss (${[...o.miss_reasons.map(missLabel), ...o.failed_requirements.map((id) => id.replace(/_/g, " "))].join(", ")})`;
  return h(
    "p",
    { class: `df-result ${r.contact ? "good" : "bad"}`, role: "status", dataset: { source: o.source } },
    `${heroName(String(r.die))} die: ${verdict} — ${where}, face ${o.face_index}${o.special ? " (special icon)" : ""} · ${o.source}`,
  );
}

function controls(s: Session): HTMLElement | null {
  if (!s.canThrow()) return null;
  const dice = s.dice();
  if (!dice.includes(s.die)) s.die = dice[0];
  return h(
    "div",
    { class: "df-controls", "aria-label": "Throw controls" },
    h("span", {}, "Die: "),
    dice.map((d) =>
      h("button", { type: "button", class: `button df-die-chip ${d}${d === s.die ? " chosen" : ""}`, "aria-pressed": d === s.die, onclick: () => { s.die = d; s.ctx && rerender(s); } }, d),
    ),
    h("span", {}, " Loft: "),
    Object.keys(LOFTS).map((l) =>
      h("button", { type: "button", class: `button ghost${l === s.loft ? " chosen" : ""}`, "aria-pressed": l === s.loft, onclick: () => { s.loft = l; rerender(s); } }, l),
    ),
    h("span", {}, ` Spot ${s.spot} `),
    h("button", { type: "button", class: "button ghost", "aria-label": "Previous spot", onclick: () => { s.spot = (s.spot + 15) % 16; s.table.setSpot(s.spot); rerender(s); } }, "◀"),
    h("button", { type: "button", class: "button ghost", "aria-label": "Next spot", onclick: () => { s.spot = (s.spot + 1) % 16; s.table.setSpot(s.spot); rerender(s); } }, "▶"),
    s.requirements.length ? h("span", { class: "df-tag", "data-requirements": s.requirements.join(",") }, `requires: ${s.requirements.join(", ").replace(/_/g, " ")}`) : null,
    h("button", { type: "button", class: "button", onclick: () => s.meter.press() }, "Meter"),
    s.meter.element,
    s.gate.element,
  );
}

/** Controls redraw in place (a click must not wait for the next server update). */
function rerender(s: Session): void {
  const old = document.querySelector(".df-controls");
  const fresh = controls(s);
  if (old && fresh) old.replaceWith(fresh);
}

function render(ctx: RenderContext): HTMLElement {
  session ??= new Session();
  const s = session;
  s.ctx = ctx;
  s.notice(ctx.events ?? []);
  s.pad.enabled = s.canThrow();
  const view = ctx.view as unknown as View;
  s.gate.setMode(s.canThrow() ? (view.throw_mode ?? "") : "", view.throw_window_ms ?? 0);
  s.requirements = s.canThrow() ? (view.throw_requirements ?? []) : [];
  const state = view.state;
  s.table.canvas.dataset.throwing = String(s.canThrow());
  return h(
    "div",
    { class: "df" },
    h(
      "div",
      { class: "df-stage" },
      s.table.canvas,
      s.canThrow() ? h("p", { class: "df-hint" }, "Flick up towards the board to throw (or use the meter)") : null,
      result(s),
      controls(s),
    ),
    h("div", { class: "df-panels" }, party(state), monster(state), diceAndChest(state), shop(state)),
  );
}

function actionLabel(action: LegalAction): string {
  if (action.action.type === "throw") {
    const t = action.action.throw as JsonObject;
    // A physics preset may be thrown from another spot (two-bounce: spot 4, `nominal_spot`).
    const from = Number(t.spot ?? 0) ? ` from spot ${String(t.spot)}` : "";
    return `Throw ${String(action.action.die)} (preset aim ${String(t.aim_x)},${String(t.aim_y)}${from})`;
  }
  return humanize(action.text);
}

export const renderer: GameRenderer = {
  render,
  actionLabel,
  eventClass: (event: EventItem) => (event.event.type === "die-thrown" ? (event.event.contact ? "ev-good" : "ev-bad") : ""),
};
