/**
 * Throw input for Dungeon Fighter (docs/rules/dungeonfighter.md §3.4): a mouse/touch flick on the 3D
 * board, or a three-press power meter for the keyboard. Both end in the seam's quantized
 * `ThrowInput` (integers: mm, mm/s, centidegrees), which is all the browser sends; the server
 * adds execution noise and simulates.
 */

import type { ThrowInput } from "./view.gen";

export const LOFTS: Record<string, number> = { skip: -2500, flat: -1000, lob: 1500 };
/** Release height (mm): a low hand, as the calibrated nominal throws use (PHYSICS.md). */
const RELEASE_HEIGHT = 60;
const MAX_YAW_DEG = 45;
const MIN_POWER = 500;
const MAX_POWER = 4500;
/** Vertical spin limit (crad/s, 40 rad/s; the server accepts 50). */
export const MAX_SPIN = 4000;
/** crad/s of vertical spin per radian a flick's path turns (a 0.8 rad curl = 12 rad/s, AMB-42). */
const SPIN_GAIN = 1500;
/** mm/s of release speed per CSS px/ms of pointer speed. */
const POWER_GAIN = 1500;
const TABLE_HALF: [number, number] = [0.8, 0.5];

/** Where a rim spot's hand is (simulation frame x, z: 5 cm inside the table edge). */
function releasePoint(spot: number): [number, number] {
  const a = (spot * 2 * Math.PI) / 16;
  const dx = -Math.sin(a);
  const dz = Math.cos(a);
  const scale = Math.min(Math.abs(dx) > 1e-9 ? TABLE_HALF[0] / Math.abs(dx) : Infinity, Math.abs(dz) > 1e-9 ? TABLE_HALF[1] / Math.abs(dz) : Infinity);
  return [dx * (scale - 0.05), dz * (scale - 0.05)];
}

/** Where a throw at `yawDeg` from `spot` is aimed (simulation frame x, z in metres). */
export function aimPoint(spot: number, yawDeg: number): { x: number; z: number } {
  const [rx, rz] = releasePoint(spot);
  const dist = Math.hypot(rx, rz);
  const yaw = (Math.max(-MAX_YAW_DEG, Math.min(MAX_YAW_DEG, yawDeg)) * Math.PI) / 180;
  const fx = -rx / dist;
  const fz = -rz / dist;
  return { x: rx + (fx * Math.cos(yaw) - fz * Math.sin(yaw)) * dist, z: rz + (fx * Math.sin(yaw) + fz * Math.cos(yaw)) * dist };
}

/** How full the power gauge is for a release speed (0..1 between the least and most power). */
export function powerShare(power: number): number {
  return Math.max(0, Math.min(1, (power - MIN_POWER) / (MAX_POWER - MIN_POWER)));
}

/** The quantized input for a yaw (degrees, + = right of the line to the centre) and a power. */
export function quantize(kind: "flick" | "meter", spot: number, yawDeg: number, power: number, loft: string, spin = 0): ThrowInput {
  const [rx, rz] = releasePoint(spot);
  const dist = Math.hypot(rx, rz);
  const yaw = (Math.max(-MAX_YAW_DEG, Math.min(MAX_YAW_DEG, yawDeg)) * Math.PI) / 180;
  // Direction towards the centre, turned by yaw (clockwise seen from above = to the right).
  const fx = -rx / dist;
  const fz = -rz / dist;
  const ax = fx * Math.cos(yaw) - fz * Math.sin(yaw);
  const az = fx * Math.sin(yaw) + fz * Math.cos(yaw);
  const aimX = rx + ax * dist;
  const aimZ = rz + az * dist;
  return {
    kind,
    spot,
    aim_x: Math.round(aimX * 1000),
    aim_y: Math.round(-aimZ * 1000),
    power: Math.round(Math.max(MIN_POWER, Math.min(MAX_POWER, power))),
    pitch: LOFTS[loft] ?? LOFTS.skip,
    spin: Math.round(Math.max(-MAX_SPIN, Math.min(MAX_SPIN, spin))),
    release_height: RELEASE_HEIGHT,
    release_mode: "normal",
    timings: [],
  };
}

interface Sample {
  x: number;
  y: number;
  t: number;
}

/** What a drag in progress would throw: its yaw (degrees) and power (mm/s), or why it would
 * throw nothing (`dud`). */
export interface FlickPreview {
  yaw: number;
  power: number;
  dud: string;
}

/** Pointer velocity over the last ~100 ms of a drag gives direction and power; the turn of the
 * path in that window gives vertical spin (for the Spin Shot). While dragging, `onMove` gets the
 * throw the drag would make now (the power gauge and the aim preview); a release that throws
 * nothing tells `onMove` why. */
export class FlickPad {
  private samples: Sample[] = [];
  private active = false;

  constructor(
    private readonly el: HTMLElement,
    private readonly onFlick: (yawDeg: number, power: number, spin: number) => void,
    private readonly onMove: (preview: FlickPreview, released: boolean) => void = () => undefined,
  ) {
    el.addEventListener("pointerdown", (e) => this.down(e));
    el.addEventListener("pointermove", (e) => this.move(e));
    el.addEventListener("pointerup", (e) => this.up(e));
    el.addEventListener("pointercancel", () => (this.active = false));
  }

  enabled = false;

  private down(e: PointerEvent): void {
    if (!this.enabled) return;
    this.active = true;
    this.samples = [{ x: e.clientX, y: e.clientY, t: e.timeStamp }];
    this.el.setPointerCapture?.(e.pointerId);
  }

  private move(e: PointerEvent): void {
    if (!this.active) return;
    this.samples.push({ x: e.clientX, y: e.clientY, t: e.timeStamp });
    this.onMove(this.preview(this.samples), false);
  }

  /** Velocity over the last 100 ms of moving samples: yaw, power, and a reason if it is no throw. */
  private preview(samples: Sample[]): FlickPreview & { recent: Sample[]; vx: number; vy: number } {
    const moved = samples.filter((s, i) => i === 0 || s.x !== samples[i - 1].x || s.y !== samples[i - 1].y);
    const end = moved[moved.length - 1];
    let recent = moved.filter((s) => end.t - s.t <= 100);
    if (recent.length < 2) recent = moved.slice(-2);
    const first = recent[0];
    const dt = Math.max(8, end.t - first.t);
    const vx = (end.x - first.x) / dt;
    const vy = (end.y - first.y) / dt;
    const speed = Math.hypot(vx, vy);
    const yaw = vy < 0 ? (Math.atan2(vx, -vy) * 180) / Math.PI : 0;
    const dud = vy >= 0 && speed >= 0.02 ? "down" : speed < 0.02 ? "slow" : "";
    return { yaw, power: Math.max(MIN_POWER, Math.min(MAX_POWER, speed * POWER_GAIN)), dud, recent, vx, vy };
  }

  private up(e: PointerEvent): void {
    if (!this.active) return;
    this.active = false;
    this.samples.push({ x: e.clientX, y: e.clientY, t: e.timeStamp });
    // The release may come a while after the last move (a slow machine, a held finger): then
    // the velocity of the last movement counts.
    const p = this.preview(this.samples);
    const speed = Math.hypot(p.vx, p.vy);
    this.el.dataset.flick = `${p.vx.toFixed(3)},${p.vy.toFixed(3)}`;
    this.onMove(p, true);
    if (p.dud) return; // a flick goes up, towards the board
    this.onFlick(p.yaw, speed * POWER_GAIN, this.turn(p.recent) * SPIN_GAIN);
  }

  /** Signed turn of the path (radians) over the samples: a curved flick spins the die. */
  private turn(samples: Sample[]): number {
    if (samples.length < 3) return 0;
    const a = samples[0];
    const m = samples[Math.floor(samples.length / 2)];
    const b = samples[samples.length - 1];
    const h1 = Math.atan2(m.y - a.y, m.x - a.x);
    const h2 = Math.atan2(b.y - m.y, b.x - m.x);
    let d = h2 - h1;
    while (d > Math.PI) d -= 2 * Math.PI;
    while (d < -Math.PI) d += 2 * Math.PI;
    return d;
  }
}

/** Spin steps of the meter (rad/s of vertical spin; + = clockwise seen from above). */
export const SPIN_STEPS = [-24, -18, -12, -6, 0, 6, 12, 18, 24];

/** The three-press meter: 1st press starts the aim needle (±20°), 2nd fixes aim and starts the
 * power bar, 3rd fixes power and throws. Human timing error becomes spread, as in §3.4. The
 * spin (Q / E or the ⟲ ⟳ buttons, any time before the 3rd press) sets the die's vertical spin:
 * 12 rad/s or more makes a Spin Shot (R181, AMB-42). */
export class PowerMeter {
  phase: "idle" | "aim" | "power" = "idle";
  private t0 = 0;
  private yaw = 0;
  /** Index into SPIN_STEPS. */
  private spinStep = 4;
  readonly element: HTMLElement;
  private readonly needle: HTMLElement;
  private readonly bar: HTMLElement;
  private readonly label: HTMLElement;

  constructor(
    private readonly onThrow: (yawDeg: number, power: number, spin: number) => void,
    private readonly onAim: (yawDeg: number) => void = () => undefined,
  ) {
    this.needle = document.createElement("div");
    this.needle.className = "df-needle";
    this.bar = document.createElement("div");
    this.bar.className = "df-bar";
    this.label = document.createElement("span");
    this.label.className = "df-meter-label";
    this.element = document.createElement("div");
    this.element.className = "df-meter";
    this.element.setAttribute("aria-live", "polite");
    const dial = document.createElement("div");
    dial.className = "df-dial";
    dial.append(this.needle);
    const track = document.createElement("div");
    track.className = "df-track";
    track.append(this.bar);
    this.spinLabel = document.createElement("span");
    this.spinLabel.className = "df-spin";
    const less = this.spinButton("⟲", "Spin left (Q)", -1);
    const more = this.spinButton("⟳", "Spin right (E)", 1);
    this.element.append(dial, track, less, this.spinLabel, more, this.label);
    this.showSpin();
    this.say("Meter: press Space (or the Meter button) to start aiming");
    const tick = () => {
      this.draw(performance.now());
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }

  private readonly spinLabel: HTMLElement;

  /** Vertical spin in rad/s. */
  get spin(): number {
    return SPIN_STEPS[this.spinStep];
  }

  /** Turn the spin one step left (-1) or right (+1). */
  turnSpin(step: number): void {
    this.spinStep = Math.max(0, Math.min(SPIN_STEPS.length - 1, this.spinStep + step));
    this.showSpin();
  }

  private spinButton(text: string, label: string, step: number): HTMLElement {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "button ghost df-spin-button";
    b.textContent = text;
    b.setAttribute("aria-label", label);
    b.addEventListener("click", () => this.turnSpin(step));
    return b;
  }

  private showSpin(): void {
    const s = this.spin;
    this.spinLabel.textContent = `spin ${s > 0 ? "+" : ""}${s} rad/s`;
    this.element.dataset.spin = String(s);
  }

  private say(text: string): void {
    this.label.textContent = text;
  }

  private aimAt(now: number): number {
    return 20 * Math.sin(((now - this.t0) / 1200) * 2 * Math.PI);
  }

  private powerAt(now: number): number {
    const u = ((now - this.t0) / 1400) % 2;
    return u < 1 ? u : 2 - u;
  }

  private draw(now: number): void {
    if (this.phase === "aim") {
      this.needle.style.transform = `rotate(${this.aimAt(now)}deg)`;
      this.onAim(this.aimAt(now));
    }
    if (this.phase === "power") this.bar.style.width = `${Math.round(this.powerAt(now) * 100)}%`;
  }

  press(now = performance.now()): void {
    if (this.phase === "idle") {
      this.phase = "aim";
      this.t0 = now;
      this.say("Aiming: press again to fix the direction");
    } else if (this.phase === "aim") {
      this.yaw = this.aimAt(now);
      this.phase = "power";
      this.t0 = now;
      this.say(`Aim ${this.yaw.toFixed(1)}°: press again to fix the power`);
    } else {
      const power = 1200 + this.powerAt(now) * 2400;
      this.phase = "idle";
      this.say(`Thrown: aim ${this.yaw.toFixed(1)}°, power ${Math.round(power)} mm/s, spin ${this.spin} rad/s`);
      this.onThrow(this.yaw, power, this.spin * 100);
    }
  }
}
