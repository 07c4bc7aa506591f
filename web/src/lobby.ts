/** The lobby: your name, a new match (game, seats, rulings and variants, seed), and the match lists. */

import { api } from "./api";
import { h, mount, toast } from "./dom";
import { inviteLinks, onThisMachineOnly, serverInfo, tableAddress } from "./friends";
import { guideButton, guideDialog } from "./guide";
import { icon } from "./icons";
import type { GameInfo, Json, MatchStatus, MatchSummary, SeatLimits } from "./protocol";
import { botLabel, seatName } from "./seats";
import { heldSeat, holdSeat, playerName, setPlayerName } from "./session";
import type { Page } from "./table";

const YOU = "you";
const TIMERS = [
  { label: "No turn timer", timer: null },
  { label: "30 s a decision + 2 min bank", timer: { seconds: 30, bank: 120, expiry: "bot-plays" } },
  { label: "60 s a decision + 5 min bank", timer: { seconds: 60, bank: 300, expiry: "bot-plays" } },
  { label: "2 min a decision + 10 min bank", timer: { seconds: 120, bank: 600, expiry: "bot-plays" } },
];
const FRIEND = "human";
/** How long the seat range waits after the last keystroke in an option before asking the server. */
const LIMITS_DELAY_MS = 300;

function pretty(name: string): string {
  const words = name.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function seatKindLabel(kind: string): string {
  if (kind === YOU) return "You";
  if (kind === FRIEND) return "A friend (open seat)";
  return botLabel(kind);
}

/** "Deep search bot (rating 31.2)": a bot level with its measured strength, when it was rated. */
function seatKindChoice(game: GameInfo, kind: string): string {
  const rated = game.ratings && "levels" in game.ratings ? game.ratings.levels[kind] : undefined;
  return rated ? `${seatKindLabel(kind)} (rating ${rated.rating.toFixed(1)})` : seatKindLabel(kind);
}

/** Reads an option input back into the JSON type of its default. */
function readOption(input: HTMLInputElement | HTMLSelectElement, fallback: Json): Json {
  if (input instanceof HTMLInputElement && input.type === "checkbox") return input.checked;
  const raw = input.value.trim();
  if (typeof fallback === "number") return raw === "" ? fallback : Number(raw);
  if (Array.isArray(fallback)) return raw === "" ? [] : raw.split(",").map((x) => x.trim()).filter(Boolean);
  if (fallback === null) return raw === "" ? null : raw;
  if (raw === "null") return null;
  return raw;
}

function sameJson(a: Json, b: Json): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The seats above `max`, taken from the end; your own seat stays (the seat after it goes instead). */
function trimSeats(seats: string[], max: number): { kept: string[]; removed: string[] } {
  const kept = [...seats];
  const removed: string[] = [];
  while (kept.length > Math.max(max, 1)) {
    const last = kept.length - 1;
    removed.unshift(...kept.splice(kept[last] === YOU ? last - 1 : last, 1));
  }
  return { kept, removed };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

export class LobbyPage implements Page {
  private games: GameInfo[] = [];
  private game: GameInfo | null = null;
  private seats: string[] = [];
  /** Each seat's picked character id ("" = dealt at random), for games with a roster. */
  private characters: string[] = [];
  /** The seats a table takes with the options as they are now (the server's answer). */
  private limits: SeatLimits = { min_seats: 1, max_seats: 1 };
  private limitsAsked = 0;
  private limitsTimer = 0;
  private timer = 0;
  private readonly seatsBox = h("fieldset", { class: "seats-editor" });
  private readonly range = h("span", { id: "seat-range", class: "muted", "aria-live": "polite" });
  private readonly seatsNotice = h("p", { id: "seats-notice", role: "status" });
  private readonly submit = h("button", { class: "button primary", type: "submit" });
  private readonly form = h("form", { class: "panel new-match", "aria-labelledby": "new-match-title" });
  private readonly lists = h("div", { class: "match-lists" });
  private readonly reach = h("p", { class: "reach hint", id: "reach" });
  private share: string | null = null;
  private readonly nameInput = h("input", { id: "player-name", name: "name", autocomplete: "nickname", maxlength: 40, placeholder: "Your name", value: playerName() });

  constructor(root: HTMLElement) {
    this.nameInput.addEventListener("change", () => setPlayerName(this.nameInput.value));
    mount(
      root,
      h(
        "header",
        { class: "lobby-hero" },
        h("div", { class: "brand big" }, icon("flag", undefined, 28), " dungeontable"),
        h("p", { class: "tagline" }, "Dungeon crawls at a shared table — play against bots or friends, watch, replay."),
        h("label", { class: "name-field", for: "player-name" }, "Your name ", this.nameInput),
        this.reach,
      ),
      h("main", { id: "main", class: "lobby" }, this.form, this.lists),
    );
    void this.start();
  }

  private name(): string {
    const name = this.nameInput.value.trim();
    if (name) setPlayerName(name);
    return name || "Player";
  }

  /** Where friends open this table, or how to open it to them. */
  private showReach(): void {
    if (this.share || !onThisMachineOnly()) {
      const address = tableAddress(this.share);
      mount(this.reach, "Friends open ", h("a", { href: address }, address), ", or the invite link of a seat you leave open.");
    } else {
      mount(this.reach, "This table listens on this computer only. To play with friends on your network, restart it with ", h("code", {}, "make run HOST=0.0.0.0"), " (or ", h("code", {}, "dungeontable serve --host 0.0.0.0"), ").");
    }
  }

  private async start(): Promise<void> {
    void serverInfo().then((info) => {
      this.share = info.share_url;
      this.showReach();
    });
    try {
      this.games = await api.games();
    } catch (err) {
      mount(this.form, h("p", { class: "error", role: "alert" }, (err as Error).message));
      return;
    }
    this.pick(this.games.find((g) => g.name === "cardrogue") ?? this.games[0] ?? null);
    await this.refresh();
    this.timer = window.setInterval(() => void this.refresh(), 4000);
  }

  private pick(game: GameInfo | null): void {
    this.game = game;
    window.clearTimeout(this.limitsTimer);
    this.limitsAsked += 1; // an answer about the game before is stale
    this.notice("");
    if (game) {
      const bot = game.bots.includes("heuristic") ? "heuristic" : (game.bots[0] ?? FRIEND);
      const count = Math.max(game.min_seats, Math.min(2, game.max_seats));
      this.seats = [YOU, ...Array.from({ length: count - 1 }, () => bot)];
      this.characters = this.seats.map(() => "");
      this.limits = { min_seats: game.min_seats, max_seats: game.max_seats };
    }
    this.drawForm();
    if (game) void this.askLimits(game);
  }

  /** Ask for the seat range again once the player has stopped typing in an option. */
  private optionChanged(game: GameInfo): void {
    window.clearTimeout(this.limitsTimer);
    this.limitsTimer = window.setTimeout(() => void this.askLimits(game), LIMITS_DELAY_MS);
  }

  /** The server's seat range for the options as they are now; the seats editor follows it. */
  private async askLimits(game: GameInfo): Promise<void> {
    const asked = ++this.limitsAsked;
    if (this.optionBeingTyped()) return; // an emptied number: wait for the player's value
    try {
      const limits = await api.seats(game.name, this.collectOptions(game));
      if (asked !== this.limitsAsked || this.game !== game) return;
      this.applyLimits(game, limits);
    } catch (err) {
      if (asked !== this.limitsAsked || this.game !== game) return;
      this.notice(`These options cannot make a table: ${(err as Error).message}`, "error");
    }
  }

  private applyLimits(game: GameInfo, limits: SeatLimits): void {
    this.limits = limits;
    const { kept, removed } = trimSeats(this.seats, limits.max_seats);
    const added = Math.max(0, limits.min_seats - kept.length);
    const filler = game.bots.includes("random") ? "random" : FRIEND;
    this.seats = [...kept, ...Array.from({ length: added }, () => filler)];
    this.characters = this.seats.map((_, i) => this.characters[i] ?? "");
    if (removed.length) {
      const who = removed.map(seatKindLabel).join(", ");
      this.notice(`The table now takes at most ${limits.max_seats} players: ${plural(removed.length, "seat")} removed (${who}).`);
    } else if (added) {
      this.notice(`The table now takes at least ${limits.min_seats} players: ${plural(added, "seat")} added (${seatKindLabel(filler)}).`);
    } else {
      this.notice("");
    }
    this.drawSeats(game);
  }

  private notice(text: string, kind: "info" | "error" = "info"): void {
    this.seatsNotice.textContent = text;
    this.seatsNotice.className = kind === "error" ? "error" : "hint seats-notice";
    this.seatsNotice.hidden = text === "";
  }

  private optionBeingTyped(): boolean {
    return [...this.form.querySelectorAll<HTMLInputElement>('input[type="number"][data-option]')].some((i) => i.value.trim() === "");
  }

  private drawForm(): void {
    const game = this.game;
    if (!game) {
      mount(this.form, h("p", {}, "No games are registered."));
      return;
    }
    const select = h(
      "select",
      { id: "game", name: "game", onchange: (e: Event) => this.pick(this.games.find((g) => g.name === (e.target as HTMLSelectElement).value) ?? null) },
      this.games.map((g) => h("option", { value: g.name, selected: g.name === game.name }, g.title)),
    );
    this.form.onsubmit = (e) => {
      e.preventDefault();
      void this.create();
    };
    mount(
      this.form,
      h("h2", { id: "new-match-title" }, "New match"),
      h("div", { class: "field" }, h("label", { for: "game" }, "Game"), select, this.range),
      this.presetsRow(game),
      this.seatsBox,
      this.rosterList(game),
      this.optionsEditor(game),
      h(
        "div",
        { class: "field" },
        h("label", { for: "timer" }, "Clock"),
        h("select", { id: "timer", name: "timer", "aria-describedby": "timer-help" }, TIMERS.map((t, i) => h("option", { value: i }, t.label))),
        h("span", { id: "timer-help", class: "muted" }, "when time runs out, a bot plays that decision"),
      ),
      h("div", { class: "field" }, h("label", { for: "seed" }, "Seed"), h("input", { id: "seed", name: "seed", type: "number", inputmode: "numeric", placeholder: "random", min: 0 }), h("span", { class: "muted" }, "the same seed deals the same game; solo and bot tables only, and everyone sees it")),
      this.submit,
    );
    this.drawSeats(game);
  }

  /** The seats editor, the "N–M players" range and the submit button's words (the rest stays). */
  private drawSeats(game: GameInfo): void {
    const { min_seats: low, max_seats: high } = this.limits;
    this.range.textContent = low === high ? `${low} player${low === 1 ? "" : "s"}` : `${low}–${high} players`;
    mount(
      this.seatsBox,
      h("legend", {}, "Seats"),
      this.seats.map((kind, i) => this.seatRow(game, kind, i)),
      this.seats.length < high ? h("button", { class: "button ghost", type: "button", onclick: () => this.addSeat(game) }, "+ Add a seat") : null,
      this.seatsNotice,
    );
    mount(this.submit, icon("play", undefined, 16), this.seats.includes(YOU) ? " Create and sit down" : " Create and watch");
  }

  private seatRow(game: GameInfo, kind: string, i: number): HTMLElement {
    const kinds = [YOU, FRIEND, ...game.bots];
    const id = `seat-${i}`;
    return h(
      "div",
      { class: "seat-row" },
      h("label", { for: id }, `Seat ${i + 1}`),
      h(
        "select",
        { id, name: id, onchange: (e: Event) => this.setSeat(game, i, (e.target as HTMLSelectElement).value) },
        kinds.map((k) => h("option", { value: k, selected: k === kind }, seatKindChoice(game, k))),
      ),
      this.characterPicker(game, i),
      this.seats.length > this.limits.min_seats
        ? h("button", { class: "button ghost small", type: "button", "aria-label": `Remove seat ${i + 1}`, onclick: () => this.removeSeat(game, i) }, "×")
        : null,
    );
  }

  /** The seat's character: "Dealt at random" or one of the roster, by name. */
  private characterPicker(game: GameInfo, i: number): HTMLElement | null {
    const roster = game.roster;
    if (!roster) return null;
    const picked = this.characters[i] ?? "";
    return h(
      "select",
      {
        id: `character-${i}`,
        name: `character-${i}`,
        class: "character-pick",
        "aria-label": `Seat ${i + 1}: character`,
        onchange: (e: Event) => {
          this.characters[i] = (e.target as HTMLSelectElement).value;
          this.optionChanged(game);
        },
      },
      h("option", { value: "", selected: picked === "" }, "Character dealt at random"),
      roster.entries.map((c) => h("option", { value: c.id, selected: c.id === picked }, c.name)),
    );
  }

  /** Every character with its complexity and its mechanic in one line. */
  private rosterList(game: GameInfo): HTMLElement | null {
    const roster = game.roster;
    if (!roster) return null;
    return h(
      "details",
      { class: "options roster" },
      h("summary", {}, `Characters (${roster.entries.length})`),
      roster.note ? h("p", { class: "muted option-help" }, roster.note) : null,
      h(
        "ul",
        { class: "roster-list" },
        roster.entries.map((c) =>
          h("li", { class: "roster-entry", dataset: { character: c.id } }, h("strong", {}, c.name), h("span", { class: "muted" }, ` — complexity: ${c.complexity}`), h("div", {}, c.mechanic)),
        ),
      ),
    );
  }

  private setSeat(game: GameInfo, i: number, kind: string): void {
    if (kind === YOU) this.seats = this.seats.map((k) => (k === YOU ? FRIEND : k));
    this.seats[i] = kind;
    this.drawSeats(game);
    this.form.querySelector<HTMLElement>(`#seat-${i}`)?.focus();
  }

  private addSeat(game: GameInfo): void {
    this.seats.push(game.bots.includes("random") ? "random" : FRIEND);
    this.characters.push("");
    this.notice("");
    this.drawSeats(game);
    this.form.querySelector<HTMLElement>(`#seat-${this.seats.length - 1}`)?.focus();
  }

  private removeSeat(game: GameInfo, i: number): void {
    this.seats.splice(i, 1);
    this.characters.splice(i, 1);
    this.notice("");
    this.drawSeats(game);
  }

  /** "Quick" / "Standard" (the game's presets: each fills the whole option form, the options
   * it does not name back to their defaults) and "How to play" (the game's guide). */
  private presetsRow(game: GameInfo): HTMLElement | null {
    const names = Object.keys(game.presets ?? {}).sort((a, b) => (a === "quick" ? -1 : b === "quick" ? 1 : a.localeCompare(b)));
    const dialog = game.guide ? guideDialog(game) : null;
    if (!names.length && !dialog) return null;
    const note = h("span", { class: "muted preset-note", role: "status" });
    return h(
      "div",
      { class: "field presets", role: "group", "aria-label": `${game.title}: presets and how to play` },
      names.length ? h("span", { class: "muted" }, "Presets") : null,
      names.map((name) =>
        h("button", { class: "button ghost small", type: "button", dataset: { preset: name }, onclick: () => this.applyPreset(game, name, note) }, pretty(name)),
      ),
      dialog ? guideButton(game, dialog, true) : null,
      note,
      dialog,
    );
  }

  private applyPreset(game: GameInfo, name: string, note: HTMLElement): void {
    const preset = game.presets?.[name] ?? {};
    for (const input of this.form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-option]")) {
      const option = input.dataset.option ?? "";
      const value: Json = option in preset ? preset[option] : game.options[option];
      if (input instanceof HTMLInputElement && input.type === "checkbox") input.checked = Boolean(value);
      else input.value = Array.isArray(value) ? value.join(", ") : value === null ? "" : String(value);
    }
    this.optionChanged(game);
    for (const b of this.form.querySelectorAll<HTMLElement>("[data-preset]")) b.setAttribute("aria-pressed", String(b.dataset.preset === name));
    const set = Object.entries(preset).map(([k, v]) => `${pretty(k).toLowerCase()}: ${Array.isArray(v) ? v.join(", ") : String(v)}`);
    note.textContent = `${pretty(name)}: ${set.length ? set.join("; ") : "the game's usual settings"}.`;
  }

  private optionsEditor(game: GameInfo): HTMLElement {
    const groups = new Map<string, HTMLElement[]>();
    const shown = Object.keys(game.options).filter((name) => name !== game.roster?.option).length;
    for (const [name, fallback] of Object.entries(game.options)) {
      if (name === game.roster?.option) continue; // picked per seat
      const rulings = game.rulings.filter((r) => r.option === name);
      const group = rulings[0]?.kind === "variant" ? "Variants" : rulings.length ? "Rulings" : "Settings";
      groups.set(group, [...(groups.get(group) ?? []), this.optionField(game, name, fallback, rulings.map((r) => `${r.summary} (${r.ref})`))]);
    }
    return h(
      "details",
      { class: "options" },
      h("summary", {}, `Rules, variants and settings (${shown})`),
      ["Variants", "Rulings", "Settings"].filter((g) => groups.has(g)).map((g) => h("fieldset", { class: "option-group" }, h("legend", {}, g), groups.get(g))),
    );
  }

  private optionField(game: GameInfo, name: string, fallback: Json, notes: string[]): HTMLElement {
    const id = `opt-${name}`;
    const describedBy = notes.length ? `${id}-help` : undefined;
    const changed = (): void => this.optionChanged(game);
    const common = { id, name, dataset: { option: name }, "aria-describedby": describedBy, oninput: changed, onchange: changed };
    const choices = game.choices?.[name];
    let input: HTMLElement;
    if (typeof fallback === "boolean") input = h("input", { ...common, type: "checkbox", checked: fallback });
    else if (choices?.length) input = h("select", common, choices.map((c) => h("option", { value: String(c), selected: sameJson(c, fallback) }, String(c))));
    else if (typeof fallback === "number") input = h("input", { ...common, type: "number", value: fallback });
    else if (Array.isArray(fallback)) input = h("input", { ...common, value: fallback.join(", "), placeholder: "comma-separated" });
    else input = h("input", { ...common, value: fallback ?? "", placeholder: fallback === null ? "none" : "" });
    return h(
      "div",
      { class: `option${typeof fallback === "boolean" ? " check" : ""}` },
      h("label", { for: id }, pretty(name)),
      input,
      notes.length ? h("p", { id: `${id}-help`, class: "muted option-help" }, notes.join(" ")) : null,
    );
  }

  private collectOptions(game: GameInfo): Record<string, Json> {
    const out: Record<string, Json> = {};
    for (const input of this.form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-option]")) {
      const name = input.dataset.option ?? "";
      const fallback = game.options[name];
      const value = readOption(input, fallback);
      if (!sameJson(value, fallback)) out[name] = value;
    }
    const roster = game.roster;
    if (roster && this.characters.some((c) => c !== "")) {
      out[roster.option] = this.seats.map((_, i) => this.characters[i] || roster.dealt);
    }
    return out;
  }

  private async create(): Promise<void> {
    const game = this.game;
    if (!game) return;
    const seedText = (this.form.querySelector("#seed") as HTMLInputElement).value.trim();
    const join = this.seats.indexOf(YOU);
    const timer = TIMERS[Number((this.form.querySelector("#timer") as HTMLSelectElement).value)]?.timer ?? null;
    try {
      const grant = await api.create({
        game: game.name,
        options: this.collectOptions(game),
        seats: this.seats.map((k) => (k === YOU ? FRIEND : k)),
        seed: seedText === "" ? null : Number(seedText),
        join: join >= 0 ? join : null,
        name: this.name(),
        timer,
      });
      const id = String(grant.match_id);
      if (grant.token !== null && grant.seat !== null) {
        holdSeat(id, grant.seat, grant.token);
        location.hash = `#/match/${id}`;
      } else {
        location.hash = `#/watch/${id}`;
      }
    } catch (err) {
      toast(`The match was not created: ${(err as Error).message}`, "error");
    }
  }

  private async join(match: MatchSummary, seat: number | null): Promise<void> {
    const id = String(match.match_id);
    try {
      const grant = await api.join(id, seat, this.name());
      if (grant.token === null || grant.seat === null) throw new Error("the server gave no seat");
      holdSeat(id, grant.seat, grant.token);
      location.hash = `#/match/${id}`;
    } catch (err) {
      toast(`Could not join: ${(err as Error).message}`, "error");
      void this.refresh();
    }
  }

  private async refresh(): Promise<void> {
    const statuses: MatchStatus[] = ["open", "running", "finished", "abandoned"];
    try {
      const lists = await Promise.all(statuses.map((s) => api.matches(s)));
      const focusKey = (document.activeElement as HTMLElement | null)?.dataset?.key;
      mount(this.lists, statuses.map((s, i) => this.list(s, lists[i])));
      if (focusKey) this.lists.querySelector<HTMLElement>(`[data-key="${CSS.escape(focusKey)}"]`)?.focus();
    } catch (err) {
      mount(this.lists, h("p", { class: "error", role: "alert" }, (err as Error).message));
    }
  }

  private list(status: MatchStatus, matches: MatchSummary[]): HTMLElement {
    const titles: Record<MatchStatus, string> = { open: "Open — seats free", running: "Being played", finished: "Finished", abandoned: "Abandoned" };
    const notes: Partial<Record<MatchStatus, string>> = { abandoned: "Stopped before the end: nobody played for a day, everyone left, or it ran too long." };
    const sorted = [...matches].sort((a, b) => String(b.created).localeCompare(String(a.created), undefined, { numeric: true }));
    return h(
      "section",
      { class: `panel match-list list-${status}`, "aria-label": titles[status] },
      h("h2", {}, titles[status], h("span", { class: "count" }, String(matches.length))),
      notes[status] ? h("p", { class: "muted list-note" }, notes[status]) : null,
      sorted.length
        ? h("ul", {}, sorted.slice(0, 30).map((m) => this.row(m)))
        : h("p", { class: "muted" }, status === "open" ? "No match is waiting for players. Create one!" : "None yet."),
    );
  }

  private row(m: MatchSummary): HTMLElement {
    const id = String(m.match_id);
    const mine = heldSeat(id);
    const buttons: HTMLElement[] = [];
    if (mine) buttons.push(h("a", { class: "button primary small", href: `#/match/${id}`, dataset: { key: `resume-${id}` } }, "Back to my seat"));
    if (!mine && m.status === "open") {
      for (const seat of m.seats.filter((x) => x.kind === "human" && !x.taken)) {
        buttons.push(h("button", { class: "button primary small", type: "button", dataset: { key: `join-${id}-${seat.seat}` }, "aria-label": `Join match ${id} in seat ${seat.seat + 1}`, onclick: () => void this.join(m, seat.seat) }, `Take seat ${seat.seat + 1}`));
      }
    }
    if (m.status === "finished" || m.status === "abandoned") buttons.push(h("a", { class: "button small", href: `#/replay/${id}` }, "Replay"));
    const seed = m.seed === null || m.seed === undefined ? [] : [h("span", { class: "muted seed" }, `chosen seed ${m.seed}`)];
    buttons.push(h("a", { class: "button ghost small", href: `#/watch/${id}`, "aria-label": `Watch match ${id}` }, icon("eye", undefined, 14), " Watch"));
    const words: Partial<Record<MatchStatus, string>> = { abandoned: "abandoned", finished: "finished" };
    const state = words[m.status] ? [h("span", { class: `status-word status-${m.status}` }, words[m.status])] : [];
    return h(
      "li",
      { class: "match-row" },
      h("div", { class: "match-info" }, h("strong", {}, `${m.title} · #${id}`), ...state, h("span", { class: "muted" }, m.seats.map((x) => seatName(m.seats, x.seat)).join(" · ")), ...seed),
      h("div", { class: "match-buttons" }, buttons),
      mine && m.status === "open" ? inviteLinks(id, m.seats, this.share) : null,
    );
  }

  destroy(): void {
    window.clearInterval(this.timer);
    window.clearTimeout(this.limitsTimer);
  }
}
