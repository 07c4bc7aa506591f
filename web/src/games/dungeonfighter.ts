/**
 * The Dungeon Fighter table: the board in 3D (three.js) where a throw is a mouse/touch flick or a
 * three-press power meter, the server's physics trajectory animated, and panels for the party
 * (whose hero is whose, yours marked), the monster (its numbers, requirement and abilities in
 * words), the dice in hand with the ability each one calls, the chest and the shop — all drawn
 * from the seat's view. While flicking, a gauge shows the flick's power and an arc on the board
 * the path the die starts on; the sixteen throwing spots are numbered around the table. A
 * practice throw is simulated by the server and shown, never counted; the camera can come close.
 */

import { h } from "../dom";
import type { EventItem, JsonObject, LegalAction } from "../protocol";
import type { GameRenderer, RenderContext } from "../renderers";
import { seatChip, seatName } from "../seats";
import { abilityWords, card, cardName, loadCards, requirementHow, requirementName } from "./dungeonfighter/catalog";
import "./dungeonfighter/df.css";
import { aimPoint, FlickPad, type FlickPreview, LOFTS, PowerMeter, powerShare, quantize } from "./dungeonfighter/flick";
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

const CLOSE_KEY = "dungeontable.df.closeCamera";

interface Shown {
  seq: number;
  die: string;
  contact: boolean;
  outcome: Outcome;
  practice: boolean;
}

/** The match id of the page (`#/match/ID` or `#/watch/ID`). */
function matchId(): string {
  return location.hash.split("/")[2] ?? "";
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
  practice = false;
  practicing = false;
  requirements: string[] = [];
  lastResult: Shown | null = null;
  /** What the stage tells the thrower now (a held throw, a flick that threw nothing). */
  say = "";
  readonly gauge = h("div", { class: "df-gauge-fill" });
  readonly gaugeText = h("span", { class: "df-gauge-text" }, "Power");
  readonly gaugeBox = h("div", { class: "df-gauge", "aria-hidden": "true" }, this.gauge, this.gaugeText);
  readonly sayBox = h("p", { class: "df-say", role: "status", "aria-live": "assertive", hidden: true });

  constructor() {
    this.gate = new TimingGate((input) => this.send(input));
    this.pad = new FlickPad(
      this.table.canvas,
      (yaw, power, spin) => this.release(quantize("flick", this.spot, yaw, power, this.loft, spin)),
      (p, released) => this.preview(p, released),
    );
    this.meter = new PowerMeter(
      (yaw, power, spin) => this.release(quantize("meter", this.spot, yaw, power, this.loft, spin)),
      (yaw) => this.table.setAim(aimPoint(this.spot, yaw), this.loft),
    );
    this.table.close = localStorage.getItem(CLOSE_KEY) === "1";
    this.table.setSpot(0);
    this.table.canvas.tabIndex = 0;
    this.table.canvas.setAttribute("role", "application");
    this.table.canvas.setAttribute("aria-label", "The board. Flick up towards it to throw; Space runs the power meter, Q and E set its spin.");
    this.table.canvas.addEventListener("keydown", (e) => {
      if ((e.key === " " || e.key === "Enter") && this.canFlick()) {
        e.preventDefault();
        e.stopPropagation();
        this.meter.press();
      } else if ((e.key === "q" || e.key === "e") && this.canFlick()) {
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

  /** A flick does something: a real throw on your turn, or a practice throw when practising. */
  canFlick(): boolean {
    return this.canThrow() || (this.practice && this.ctx?.seat !== null && this.ctx?.seat !== undefined);
  }

  dice(): string[] {
    return [...new Set(this.throws().map((a) => String(a.action.die)))];
  }

  /** The gauge and the aim arc follow a drag; a release that throws nothing says why. */
  preview(p: FlickPreview, released: boolean): void {
    if (!this.canFlick()) return;
    const power = Math.round(p.power);
    const share = p.dud ? 0 : powerShare(power);
    this.gauge.style.width = `${Math.round(share * 100)}%`;
    this.gaugeText.textContent = p.dud ? "Power: —" : `Power ${Math.round(share * 100)}% (${(Math.round(power / 100) / 10).toFixed(1)} m/s)`;
    this.gaugeBox.dataset.power = String(power);
    this.gaugeBox.dataset.share = share.toFixed(2);
    this.table.setAim(aimPoint(this.spot, p.yaw), this.loft);
    if (released && p.dud) {
      this.tell(p.dud === "down" ? "Not thrown: flick up the screen, towards the board." : "Not thrown: that flick was too slow — flick faster, up towards the board.");
    } else if (!released) {
      this.tell("");
    }
  }

  tell(text: string): void {
    this.say = text;
    this.sayBox.textContent = text;
    this.sayBox.hidden = !text;
  }

  /** A flick or the meter released a throw: the timing gate may add its timing or hold it. */
  release(input: ThrowInput): void {
    if (!this.canFlick()) return;
    const mode = this.gate.mode;
    const ready = this.gate.release(input, performance.now());
    if (ready) {
      this.send(ready);
    } else if (mode === "jump" || mode === "dancing") {
      const state = this.gate.element.dataset.state ?? "";
      this.tell(
        state === "need-turn"
          ? "Not thrown yet: this is a Dancing Shot. Turn around first — press T (or the turn button) — then flick."
          : mode === "dancing"
            ? "Not thrown yet: this is a Dancing Shot. Press J (or the jump button) to jump, T to turn around, then flick."
            : "Not thrown yet: this is a Jump Shot. Press J (or the jump button) to jump, then flick at the top.",
      );
    } else if (mode) {
      // Slam, Pious, Nose: the flick aimed the throw; the gate waits for its keys and says which.
      this.tell(`Not thrown yet: ${this.gate.element.querySelector(".df-timing-label")?.textContent ?? ""}`);
    }
  }

  send(input: ThrowInput): void {
    const ctx = this.ctx;
    if (this.practice) {
      void this.practiceThrow(input);
      return;
    }
    if (!ctx?.send || !this.canThrow()) return;
    const die = this.dice().includes(this.die) ? this.die : this.dice()[0];
    const action: JsonObject = { type: "throw", die, weapons: [], charm: "", throw: input as unknown as JsonObject };
    this.table.canvas.dataset.sent = JSON.stringify(input);
    this.tell("");
    ctx.send(action);
  }

  /** A practice throw: the server simulates it in the current fight and changes nothing. */
  async practiceThrow(input: ThrowInput): Promise<void> {
    if (this.practicing) return;
    this.practicing = true;
    const die = this.die || this.dice()[0] || "red";
    this.table.canvas.dataset.practiceSent = JSON.stringify(input);
    this.tell("Practice throw…");
    try {
      const response = await fetch(`/api/matches/${encodeURIComponent(matchId())}/practice`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ die, throw: input }),
      });
      const body = (await response.json()) as { detail?: string; contact?: boolean; outcome?: Outcome; die?: string };
      if (!response.ok || !body.outcome) {
        this.tell(`Practice throw refused: ${body.detail ?? response.statusText}`);
        return;
      }
      this.tell("");
      this.show({ seq: -1, die, contact: !!body.contact, outcome: body.outcome, practice: true });
    } catch (err) {
      this.tell(`Practice throw failed: ${String(err)}`);
    } finally {
      this.practicing = false;
      if (this.ctx) rerenderResult(this);
    }
  }

  show(r: Shown): void {
    this.lastResult = r;
    const frames: Keyframe[] = r.outcome.keyframes.map(([t, x, y, z, qw, qx, qy, qz]) => ({ t, x, y, z, qw, qx, qy, qz }));
    this.table.setAim(null);
    if (frames.length) this.table.play(frames, r.die);
    const data = this.table.canvas.dataset;
    const result = `${r.outcome.source}:${r.outcome.zone}:${r.contact ? "contact" : "miss"}`;
    if (r.practice) data.practice = result;
    else {
      data.result = result;
      data.failed = r.outcome.failed_requirements.join(",");
    }
  }

  /** Animate the newest throw of an update (once) and remember it for the result panel. */
  notice(events: EventItem[]): void {
    const thrown = events.filter((e) => e.event.type === "die-thrown");
    const last = thrown[thrown.length - 1];
    if (!last || last.seq <= this.table.lastSeq) return;
    this.table.lastSeq = last.seq;
    const ev = last.event as unknown as { hero: number; die: string; contact: boolean; outcome: Outcome; requirements: string[] };
    this.table.blind = ev.requirements.includes("blind");
    this.show({ seq: last.seq, die: ev.die, contact: ev.contact, outcome: ev.outcome, practice: false });
  }
}

let session: Session | null = null;

/** The seat playing hero `hero` (a lone player plays both heroes of a solo game: `party.seat_of`). */
function seatOf(state: DfState, hero: number): number {
  return hero % state.seats;
}

function abilityItem(colour: string, text: string, scarred: boolean): HTMLElement {
  return h(
    "li",
    { class: `df-ability${scarred ? " scarred" : ""}`, dataset: { colour } },
    h("span", { class: `df-die-chip ${colour}` }, colour),
    " ",
    scarred ? h("s", {}, text) : text,
    scarred ? h("span", { class: "df-tag bad" }, "scarred") : null,
  );
}

function party(state: DfState, ctx: RenderContext): HTMLElement {
  const fight = state.fight;
  return h(
    "section",
    { class: "panel df-party", "aria-label": "The party" },
    h("h2", {}, "Party"),
    h(
      "ul",
      { class: "df-heroes" },
      state.heroes.map((hero, i) => {
        const seat = seatOf(state, i);
        const mine = ctx.seat !== null && seat === ctx.seat;
        const info = card(hero.card);
        const turn = fight?.turn === i;
        return h(
          "li",
          {
            class: `df-hero${hero.fainted ? " fainted" : ""}${hero.eliminated ? " eliminated" : ""}${turn ? " turn" : ""}${mine ? " mine" : ""}`,
            dataset: { hero: String(i), seat: String(seat) },
            "aria-label": `${info.name}, played by ${seatName(ctx.seats, seat)}${mine ? " (you)" : ""}`,
          },
          h(
            "div",
            { class: "df-hero-head" },
            h("strong", { class: "df-hero-name" }, info.name),
            mine ? h("span", { class: "df-tag you" }, "your hero") : null,
            h("span", { class: "df-hp", "aria-label": `${hero.hp} of 9 hit points` }, `♥ ${hero.hp}/9`),
          ),
          h(
            "div",
            { class: "df-hero-tags" },
            seatChip(ctx.seats, seat, ctx.seat),
            turn ? h("span", { class: "df-tag turn" }, "throwing now") : null,
            i === state.leader ? h("span", { class: "df-tag" }, "leader") : null,
            fight && fight.holder === i && fight.dice.length ? h("span", { class: "df-tag" }, `holds ${fight.dice.join(", ")}`) : null,
            hero.fainted ? h("span", { class: "df-tag bad" }, "fainted") : null,
            hero.eliminated ? h("span", { class: "df-tag bad" }, "eliminated") : null,
          ),
          info.abilities.length
            ? h("ul", { class: "df-abilities" }, info.abilities.map((a) => abilityItem(a.colour ?? "", abilityWords(a), hero.scars.includes(a.colour ?? ""))))
            : null,
          hero.equipment.length ? h("div", { class: "df-gear" }, "Gear: ", hero.equipment.map(cardName).join(" · ")) : null,
        );
      }),
    ),
  );
}

function monster(state: DfState): HTMLElement | null {
  const fight = state.fight;
  if (!fight) return null;
  const info = card(fight.monster);
  const level = fight.boss ? "Final boss" : `Level ${fight.tier + 1}`;
  return h(
    "section",
    { class: "panel df-monster", "aria-label": "The monster", dataset: { monster: fight.monster } },
    h("h2", {}, fight.boss ? "Final boss" : "Monster"),
    h("p", { class: "df-monster-name" }, h("strong", {}, info.name), h("span", { class: "muted" }, ` ${level}${info.mtype ? ` ${info.mtype}` : ""}`)),
    h(
      "p",
      { class: "df-monster-numbers" },
      h("span", { class: "df-hp" }, `♥ ${fight.hp}${info.hp ? `/${info.hp}` : ""}`),
      h("span", { class: "df-damage" }, ` · deals ${info.damage ?? "?"} damage on a miss`),
      ` · ${fight.gold} gold`,
    ),
    info.requirement
      ? h(
          "p",
          { class: "df-requirement", dataset: { requirement: info.requirement } },
          h("strong", {}, `Requires a ${requirementName(info.requirement)}`),
          `: ${requirementHow(info.requirement)}`,
        )
      : h("p", { class: "df-requirement none" }, "No special throw required"),
    info.abilities.length
      ? h("ul", { class: "df-monster-abilities" }, info.abilities.map((a) => h("li", { dataset: { op: a.op } }, abilityWords(a))))
      : null,
  );
}

/** What throwing each die in hand calls: the thrower's hero ability of that colour. */
function diceAndChest(state: DfState): HTMLElement {
  const fight = state.fight;
  const thrower = fight ? state.heroes[fight.turn] : undefined;
  const abilities = thrower ? card(thrower.card).abilities : [];
  return h(
    "section",
    { class: "panel df-dice", "aria-label": "Dice and chest" },
    h("h2", {}, "Dice"),
    fight
      ? h(
          "ul",
          { class: "df-dice-list" },
          fight.dice.length
            ? fight.dice.map((d) => {
                const a = abilities.find((x) => x.colour === d);
                const scarred = !!a && !!thrower?.scars.includes(d);
                const text = d === "white" ? "bonus die: its damage only, no hero ability" : a ? `${abilityWords(a)}${scarred ? " (scarred: no ability)" : ""}` : "no ability";
                return h("li", { class: "df-die-row", dataset: { die: d } }, h("span", { class: `df-die-chip ${d}` }, d), " ", h("span", { class: "df-die-ability" }, text));
              })
            : h("li", { class: "muted" }, "No dice in hand"),
        )
      : null,
    fight?.thrown.length ? h("p", { class: "muted" }, `Thrown: ${fight.thrown.join(", ")}`) : null,
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
    h(
      "ul",
      {},
      [...m.shop, ...m.loot].map((c) => {
        const info = card(c);
        return h("li", {}, h("strong", {}, info.name), info.cost !== null ? ` (${info.cost} gold)` : "", info.abilities.length ? `: ${info.abilities.map(abilityWords).join("; ")}` : "");
      }),
    ),
  );
}

function result(s: Session): HTMLElement {
  const r = s.lastResult;
  if (!r) return h("p", { class: "df-result", role: "status", hidden: true });
  const o = r.outcome;
  const where = o.rest === "on_board" ? `section ${o.zone}` : o.rest.replace("_", " ");
  const reasons = [...o.miss_reasons.filter((m) => m !== "requirement").map(missLabel), ...o.failed_requirements.map((id) => `${requirementName(id)} failed`)];
  const verdict = r.contact ? "Contact" : `Miss (${reasons.join(", ") || "no contact"})`;
  return h(
    "p",
    { class: `df-result ${r.contact ? "good" : "bad"}${r.practice ? " practice" : ""}`, role: "status", dataset: { source: o.source, practice: String(r.practice) } },
    r.practice ? h("strong", {}, "Practice (not counted): ") : null,
    `${cardName(r.die)} die: ${verdict} — ${where}, face ${o.face_index}${o.special ? " (special icon)" : ""}`,
  );
}

function rerenderResult(s: Session): void {
  document.querySelector(".df-result")?.replaceWith(result(s));
  const hintBox = document.querySelector<HTMLElement>(".df-hint");
  if (hintBox && s.ctx) hintBox.textContent = hint(s, s.ctx, s.ctx.view as unknown as View);
  const old = document.querySelector(".df-controls");
  const fresh = controls(s);
  if (old && fresh) old.replaceWith(fresh);
}

function toggle(label: string, on: boolean, cls: string, onclick: () => void): HTMLElement {
  return h("button", { type: "button", class: `button ghost df-toggle ${cls}${on ? " chosen" : ""}`, "aria-pressed": String(on), onclick }, label);
}

function controls(s: Session): HTMLElement | null {
  const seated = s.ctx?.seat !== null && s.ctx?.seat !== undefined;
  if (!seated) return null;
  const dice = s.dice();
  const throwing = s.canThrow();
  if (throwing && !dice.includes(s.die)) s.die = dice[0];
  const practiceDice = dice.length ? dice : ["blue", "green", "red", "white"];
  if (!practiceDice.includes(s.die)) s.die = practiceDice.includes("red") ? "red" : practiceDice[0];
  const active = throwing || s.practice;
  return h(
    "div",
    { class: "df-controls", "aria-label": "Throw controls" },
    h(
      "div",
      { class: "df-control-row" },
      toggle(s.practice ? "Practice: on" : "Practice", s.practice, "df-practice-toggle", () => {
        s.practice = !s.practice;
        s.tell(s.practice ? "Practice: flick as often as you like; nothing counts." : "");
        s.pad.enabled = s.canFlick();
        s.gaugeBox.hidden = !s.canFlick();
        rerenderResult(s);
      }),
      toggle("Closer view", s.table.close, "df-camera-toggle", () => {
        s.table.setClose(!s.table.close);
        localStorage.setItem(CLOSE_KEY, s.table.close ? "1" : "0");
        rerenderResult(s);
      }),
    ),
    active
      ? h(
          "div",
          { class: "df-control-row" },
          h("span", {}, "Die:"),
          (s.practice && !throwing ? practiceDice : dice).map((d) =>
            h("button", { type: "button", class: `button df-die-chip ${d}${d === s.die ? " chosen" : ""}`, "aria-pressed": String(d === s.die), onclick: () => { s.die = d; rerenderResult(s); } }, d),
          ),
          h("span", {}, "Loft:"),
          Object.keys(LOFTS).map((l) =>
            h("button", { type: "button", class: `button ghost${l === s.loft ? " chosen" : ""}`, "aria-pressed": String(l === s.loft), onclick: () => { s.loft = l; s.table.setAim(aimPoint(s.spot, 0), s.loft); rerenderResult(s); } }, l),
          ),
          h("span", { class: "df-spot" }, `Spot ${s.spot + 1}`),
          h("button", { type: "button", class: "button ghost", "aria-label": "Previous throwing spot", onclick: () => moveSpot(s, 15) }, "◀"),
          h("button", { type: "button", class: "button ghost", "aria-label": "Next throwing spot", onclick: () => moveSpot(s, 1) }, "▶"),
          h("button", { type: "button", class: "button", onclick: () => s.meter.press() }, "Meter"),
        )
      : null,
    active && s.requirements.length
      ? h(
          "p",
          { class: "df-this-throw", "data-requirements": s.requirements.join(",") },
          h("strong", {}, "This throw: "),
          s.requirements.map((id) => `${requirementName(id)} (${requirementHow(id)})`).join("; "),
        )
      : null,
    active ? s.meter.element : null,
    s.gate.element,
  );
}

function moveSpot(s: Session, step: number): void {
  s.spot = (s.spot + step) % 16;
  s.table.setSpot(s.spot);
  s.table.setAim(aimPoint(s.spot, 0), s.loft);
  rerenderResult(s);
}

function hint(s: Session, ctx: RenderContext, view: View): string {
  if (s.practice) return "Practice: flick up towards the board — the throw is simulated and shown, never counted.";
  if (s.canThrow()) return "Your throw: flick up towards the board (or use the meter). The gauge shows the flick's power, the dashed arc where the die starts.";
  if (view.state.result) return "";
  const d = ctx.decision;
  return d ? `Waiting for ${seatName(ctx.seats, d.seat)}.` : "";
}

function render(ctx: RenderContext): HTMLElement {
  session ??= new Session();
  const s = session;
  s.ctx = ctx;
  s.notice(ctx.events ?? []);
  s.pad.enabled = s.canFlick();
  const view = ctx.view as unknown as View;
  s.gate.setMode(s.canThrow() ? (view.throw_mode ?? "") : "", view.throw_window_ms ?? 0);
  s.requirements = s.canThrow() ? (view.throw_requirements ?? []) : [];
  if (s.canThrow() && !s.table.animating) s.table.blind = s.requirements.includes("blind"); // aim aids off
  if (s.canFlick() && !s.table.animating) s.table.setAim(aimPoint(s.spot, 0), s.loft);
  const state = view.state;
  s.table.canvas.dataset.throwing = String(s.canThrow());
  const help = hint(s, ctx, view);
  s.sayBox.hidden = !s.say;
  s.gaugeBox.hidden = !s.canFlick();
  return h(
    "div",
    { class: "df" },
    h(
      "div",
      { class: "df-stage" },
      h("div", { class: "df-board" }, s.table.canvas, s.gaugeBox, s.sayBox),
      h("p", { class: "df-hint" }, help),
      result(s),
      controls(s),
    ),
    h("div", { class: "df-panels" }, monster(state), diceAndChest(state), party(state, ctx), shop(state)),
  );
}

export const renderer: GameRenderer = {
  load: loadCards,
  render,
  // Actions and events read in the server's words (DungeonFighterWords): no labels of its own.
  eventClass: (event: EventItem) => (event.event.type === "die-thrown" ? (event.event.contact ? "ev-good" : "ev-bad") : ""),
};
