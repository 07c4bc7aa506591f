/**
 * The timing-gated throw requirements in the browser (REQUIREMENTS.md class T; the server side is
 * `rules/timing.py`, whose table this mirrors). A timing throw sends `release_mode` = the mode and
 * `timings` = [error_ms, ...raw marks]; the server checks the error against the marks and the
 * physics judges the error against the mode's window (a person's timing gets no extra noise).
 *
 * - Jump (R186): press J to jump, then flick or finish the meter at the top of the jump (0.225 s).
 * - Dancing (R188): press J to jump, T to turn 180°, then release late in the jump (0.375 s).
 * - Slam (R184): the flick or meter tosses the die; press S to slam it at the top (0.3 s).
 * - Pious (R175): after the flick or meter, hold F and J, then let go of both together.
 * - Nose (R182): after the flick or meter, hold N to balance the die for 1 s, then let go.
 *
 * How far from the ideal moment still passes is the physics' window, which the view sends
 * (`throw_window_ms`) and the help text shows. Buttons do the same for pointer and touch users
 * (press = key down, release = key up).
 */

import type { ThrowInput } from "./view.gen";

export type TimedMode = "jump" | "dancing" | "slam" | "pious" | "nose";

/** The raw mark of a perfect timing (ms), as `rules/timing.py` IDEAL_MS. */
export const IDEAL_MS: Record<TimedMode, number> = { jump: 225, dancing: 375, slam: 300, pious: 0, nose: 1000 };
const MAX_MS = 9999;
/** A tossed die that is never slammed is slammed late (a failed timing), not left hanging. */
const SLAM_GIVE_UP_MS = 2000;

const HELP: Record<TimedMode, string> = {
  jump: "Jump Shot: press J to jump, then flick (or finish the meter) at the top of the jump, 0.225 s later",
  dancing: "Dancing Shot: press J to jump, T to turn around, then throw 0.375 s after the jump",
  slam: "Slam Shot: flick (or meter) to toss the die, then press S to slam it at the top, 0.3 s later",
  pious: "Pious Shot: flick (or meter) to aim, then hold F and J and let go of both together",
  nose: "Nose Shot: flick (or meter) to aim, then hold N for 1 s to balance the die, and let go",
};

const KEYS: Record<string, string> = { j: "jump", t: "turn", s: "slam", f: "left", n: "nose" };

function clampMs(ms: number): number {
  return Math.max(-MAX_MS, Math.min(MAX_MS, Math.round(ms)));
}

export function isTimed(mode: string): mode is TimedMode {
  return mode in IDEAL_MS;
}

/** The timing state of one throw: marks made before the release, and a throw held for the act
 * that follows it (slam, pious, nose). */
export class TimingGate {
  mode: TimedMode | "" = "";
  readonly element: HTMLElement;
  private readonly label: HTMLElement;
  private readonly buttons: HTMLElement;
  private marks: Record<string, number> = {};
  private held = new Set<string>();
  private pending: ThrowInput | null = null;
  private giveUp = 0;

  constructor(private readonly send: (input: ThrowInput) => void) {
    this.element = document.createElement("div");
    this.element.className = "df-timing";
    this.element.setAttribute("aria-live", "polite");
    this.label = document.createElement("span");
    this.label.className = "df-timing-label";
    this.buttons = document.createElement("span");
    this.element.append(this.label, this.buttons);
    this.element.hidden = true; // shown only while a timing-gated requirement is on
    document.addEventListener("keydown", (e) => this.onKey(e, true));
    document.addEventListener("keyup", (e) => this.onKey(e, false));
  }

  /** ± ms the physics accepts around the ideal moment (the view's `throw_window_ms`; 0 = unknown). */
  window = 0;

  /** Follow the view's timing mode and window; a new mode (or none) forgets marks and held throws. */
  setMode(mode: string, windowMs = 0): void {
    const next = isTimed(mode) ? mode : "";
    this.window = windowMs;
    if (next === this.mode) return;
    this.mode = next;
    this.reset(next ? this.help(next) : "");
    this.drawButtons();
  }

  private help(mode: TimedMode): string {
    return this.window > 0 ? `${HELP[mode]} (±${this.window} ms)` : HELP[mode];
  }

  private reset(text: string): void {
    this.marks = {};
    this.held.clear();
    this.pending = null;
    window.clearTimeout(this.giveUp);
    this.say(text, "ready");
  }

  private say(text: string, state: string): void {
    this.label.textContent = text;
    this.element.dataset.mode = this.mode;
    this.element.dataset.state = state;
    this.element.hidden = !this.mode;
  }

  private drawButtons(): void {
    this.buttons.replaceChildren();
    const keys: Record<TimedMode, string[]> = { jump: ["j"], dancing: ["j", "t"], slam: ["s"], pious: ["f", "j"], nose: ["n"] };
    if (!this.mode) return;
    for (const key of keys[this.mode]) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "button ghost df-timing-key";
      b.textContent = `${KEYS[key] === "left" ? "hands" : KEYS[key]} (${key.toUpperCase()})`;
      b.addEventListener("pointerdown", () => this.act(key, true, performance.now()));
      b.addEventListener("pointerup", () => this.act(key, false, performance.now()));
      this.buttons.append(b);
    }
  }

  private onKey(e: KeyboardEvent, down: boolean): void {
    if (!this.mode || e.repeat || e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.target as HTMLElement | null;
    if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA")) return;
    const key = e.key.toLowerCase();
    if (!(key in KEYS)) return;
    if (this.act(key, down, performance.now())) e.preventDefault();
  }

  /** One key (or button) going down or up at `now`; true when the gate used it. */
  act(key: string, down: boolean, now: number): boolean {
    switch (this.mode) {
      case "jump":
      case "dancing":
        return this.preRelease(key, down, now);
      case "slam":
        if (!down || key !== "s" || !this.pending) return false;
        this.finish([clampMs(now - this.marks.toss)]);
        return true;
      case "pious":
        return this.pious(key, down, now);
      case "nose":
        return this.nose(key, down, now);
      default:
        return false;
    }
  }

  private preRelease(key: string, down: boolean, now: number): boolean {
    if (!down) return key === "j" || key === "t";
    if (key === "j") {
      this.marks = { jump: now };
      this.say(this.mode === "dancing" ? "In the air: T to turn, then throw!" : "In the air: throw now!", "airborne");
      return true;
    }
    if (key === "t" && this.mode === "dancing" && this.marks.jump !== undefined) {
      this.marks.turn = now;
      this.say("Turned: throw now!", "turned");
      return true;
    }
    return false;
  }

  private pious(key: string, down: boolean, now: number): boolean {
    if (key !== "f" && key !== "j") return false;
    if (down) {
      this.held.add(key);
      if (this.held.size === 2 && this.pending) this.say("Hands together: let go of both at once", "holding");
      return true;
    }
    const both = this.held.size === 2;
    this.held.delete(key);
    if (!this.pending) return true;
    if (both && this.marks.first === undefined) {
      this.marks.first = now;
    } else if (this.marks.first !== undefined) {
      this.finish([0, clampMs(now - this.marks.first)]);
    }
    return true;
  }

  private nose(key: string, down: boolean, now: number): boolean {
    if (key !== "n") return false;
    if (down && this.pending) {
      this.marks.balance = now;
      this.say("Balancing… let go after 1 s", "balancing");
    } else if (!down && this.pending && this.marks.balance !== undefined) {
      this.finish([clampMs(now - this.marks.balance)]);
    }
    return true;
  }

  /**
   * The flick or meter released a throw at `now`. Returns the input to send now (with its
   * timing for jump and dancing), or null when the gate holds it (slam, pious, nose) or the
   * release is not ready (no jump yet, no turn yet).
   */
  release(input: ThrowInput, now: number): ThrowInput | null {
    if (!this.mode) return input;
    if (this.mode === "jump" || this.mode === "dancing") {
      if (this.marks.jump === undefined) {
        this.say(`Jump first (J). ${this.help(this.mode)}`, "need-jump");
        return null;
      }
      const raw = clampMs(now - this.marks.jump);
      if (this.mode === "dancing") {
        if (this.marks.turn === undefined) {
          this.say("Turn (T) before you throw", "need-turn");
          return null;
        }
        return this.timed(input, [raw, clampMs(this.marks.turn - this.marks.jump)]);
      }
      return this.timed(input, [raw]);
    }
    this.pending = input;
    this.marks = { toss: now };
    if (this.mode === "slam") {
      this.say("Tossed: press S to slam it at the top!", "tossed");
      this.giveUp = window.setTimeout(() => this.pending && this.finish([SLAM_GIVE_UP_MS]), SLAM_GIVE_UP_MS);
    } else if (this.mode === "pious") {
      this.say("Hold F and J together, then let go of both at once", "aimed");
    } else {
      this.say("Hold N to balance the die on your nose for 1 s, then let go", "aimed");
    }
    return null;
  }

  private finish(raw: number[]): void {
    const input = this.pending;
    if (!input) return;
    this.send(this.timed(input, raw));
  }

  /** [error, ...raw] as the server expects (rules/timing.py); forgets the marks. */
  private timed(input: ThrowInput, raw: number[]): ThrowInput {
    const mode = this.mode as TimedMode;
    const error = mode === "pious" ? raw[raw.length - 1] : raw[0] - IDEAL_MS[mode];
    const out = { ...input, release_mode: mode, timings: [error, ...raw] };
    const verdict = `timing ${error >= 0 ? "+" : ""}${error} ms`;
    this.reset(`${this.help(mode)} — last: ${verdict}`);
    this.element.dataset.last = String(error);
    return out;
  }
}
