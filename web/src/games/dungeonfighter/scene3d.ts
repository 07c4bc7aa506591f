/**
 * The Dungeon Fighter table in 3D (three.js): table, the target board with its rings, four real
 * holes and printed bones, and the die. It animates the server's trajectory keyframes
 * (physics/PHYSICS.md): 30 fps poses in the seam's board frame (mm, z up, quaternion x 10^4),
 * converted here to three's y-up frame, which is the simulation's own frame.
 *
 * One scene lives for the page: the renderer returns a fresh DOM tree on every update, and the
 * same canvas is moved into it, so WebGL state and a running animation survive re-renders.
 */

import * as THREE from "three";

export interface Keyframe {
  t: number;
  x: number;
  y: number;
  z: number;
  qw: number;
  qx: number;
  qy: number;
  qz: number;
}

const BOARD_RADIUS = 0.28;
const SECTORS = 24;
const RINGS: [number, number, string][] = [
  [0.21, 0.28, "#d9c7a0"],
  [0.15, 0.21, "#c9a86a"],
  [0.09, 0.15, "#b9874a"],
  [0.035, 0.09, "#9a5d32"],
  [0, 0.035, "#c2352b"],
];
const HOLE_SECTORS = [0, 6, 12, 18];
const HOLE_BAND: [number, number] = [0.15, 0.19];
const BONE_ANGLES = [45, 135, 225, 315];
const DIE_COLOURS: Record<string, string> = { blue: "#2f6fd6", green: "#2e9d4f", red: "#c9302c", white: "#f4f1ea" };
/** Rotation from the simulation frame (y up) to the board frame (z up): +90 degrees about x. */
const TO_WORLD = new THREE.Quaternion(-Math.SQRT1_2, 0, 0, Math.SQRT1_2);

function polar(r: number, angle: number): THREE.Vector2 {
  return new THREE.Vector2(r * Math.cos(angle), r * Math.sin(angle));
}

function sectorEdges(i: number): [number, number] {
  const w = (2 * Math.PI) / SECTORS;
  return [i * w - w / 2, i * w + w / 2];
}

/** A flat polygon lying on the table plane at height y (x, z from the 2D points). */
function flat(points: THREE.Vector2[], color: string, y: number): THREE.Mesh {
  const shape = new THREE.Shape(points.map((p) => new THREE.Vector2(p.x, -p.y)));
  const mesh = new THREE.Mesh(new THREE.ShapeGeometry(shape), new THREE.MeshStandardMaterial({ color, roughness: 0.9 }));
  mesh.rotation.x = -Math.PI / 2;
  mesh.position.y = y;
  return mesh;
}

function ringPolygon(r: number): THREE.Vector2[] {
  const pts: THREE.Vector2[] = [];
  for (let i = 0; i < SECTORS; i++) pts.push(polar(r, sectorEdges(i)[0]));
  return pts;
}

/** A printed bone: a capsule 8 x 2 cm laid along the ring at radius 0.12 (board.py). */
function bonePolygon(angle: number): THREE.Vector2[] {
  const centre = polar(0.12, angle);
  const along = new THREE.Vector2(-Math.sin(angle), Math.cos(angle));
  const pts: THREE.Vector2[] = [];
  for (const end of [1, -1]) {
    const tip = centre.clone().addScaledVector(along, 0.03 * end);
    for (let k = 0; k <= 6; k++) {
      const a = Math.atan2(along.y, along.x) + (end === 1 ? -Math.PI / 2 : Math.PI / 2) + (k * Math.PI) / 6;
      pts.push(tip.clone().add(new THREE.Vector2(0.01 * Math.cos(a), 0.01 * Math.sin(a))));
    }
  }
  return pts;
}

function board(): THREE.Group {
  const group = new THREE.Group();
  RINGS.forEach(([, outer, color], k) => group.add(flat(ringPolygon(outer), color, 0.004 + k * 0.00005)));
  for (const i of HOLE_SECTORS) {
    const [a0, a1] = sectorEdges(i);
    const quad = [polar(HOLE_BAND[0], a0), polar(HOLE_BAND[1], a0), polar(HOLE_BAND[1], a1), polar(HOLE_BAND[0], a1)];
    group.add(flat(quad, "#3b2a1c", 0.0046));
  }
  for (const deg of BONE_ANGLES) group.add(flat(bonePolygon((deg * Math.PI) / 180), "#f2ecd8", 0.0047));
  const rim = new THREE.Mesh(
    new THREE.CylinderGeometry(BOARD_RADIUS, BOARD_RADIUS, 0.004, SECTORS, 1, true),
    new THREE.MeshStandardMaterial({ color: "#5a4030" }),
  );
  rim.rotation.y = Math.PI / SECTORS;
  rim.position.y = 0.002;
  group.add(rim);
  return group;
}

function faceTexture(color: string, special: boolean): THREE.CanvasTexture {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 64;
  const g = canvas.getContext("2d");
  if (g) {
    g.fillStyle = color;
    g.fillRect(0, 0, 64, 64);
    if (special) {
      g.fillStyle = color === DIE_COLOURS.white ? "#333" : "#fff";
      g.beginPath();
      for (let i = 0; i < 10; i++) {
        const r = i % 2 ? 10 : 24;
        const a = (i * Math.PI) / 5 - Math.PI / 2;
        g.lineTo(32 + r * Math.cos(a), 32 + r * Math.sin(a));
      }
      g.fill();
    }
  }
  return new THREE.CanvasTexture(canvas);
}

/** A die: BoxGeometry faces are +x,-x,+y,-y,+z,-z = faces 2,5,1,6,3,4; face 6 has the icon. */
function dieMesh(kind: string): THREE.Mesh {
  const color = DIE_COLOURS[kind] ?? DIE_COLOURS.white;
  const special = kind !== "white";
  const materials = [2, 5, 1, 6, 3, 4].map((f) => new THREE.MeshStandardMaterial({ map: faceTexture(color, special && f === 6) }));
  const die = new THREE.Mesh(new THREE.BoxGeometry(0.016, 0.016, 0.016), materials);
  die.visible = false;
  return die;
}

/** Where a rim spot's hand is (simulation frame x, z: 5 cm inside the table edge; flick.ts). */
export function spotPoint(spot: number): [number, number] {
  const a = (spot * 2 * Math.PI) / 16;
  const dx = -Math.sin(a);
  const dz = Math.cos(a);
  const scale = Math.min(Math.abs(dx) > 1e-9 ? 0.8 / Math.abs(dx) : Infinity, Math.abs(dz) > 1e-9 ? 0.5 / Math.abs(dz) : Infinity);
  return [dx * (scale - 0.05), dz * (scale - 0.05)];
}

export function toWorld(k: Keyframe): { pos: THREE.Vector3; quat: THREE.Quaternion } {
  const pos = new THREE.Vector3(k.x / 1000, k.z / 1000, -k.y / 1000);
  const inBoard = new THREE.Quaternion(k.qx / 1e4, k.qy / 1e4, k.qz / 1e4, k.qw / 1e4).normalize();
  return { pos, quat: TO_WORLD.clone().multiply(inBoard) };
}

/** A small round marker with a number, lying on the table at a throwing spot. */
function spotMarker(spot: number): THREE.Mesh {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 64;
  const g = canvas.getContext("2d");
  if (g) {
    g.fillStyle = "#ffffff";
    g.beginPath();
    g.arc(32, 32, 30, 0, 2 * Math.PI);
    g.fill();
    g.fillStyle = "#1e2430";
    g.font = "bold 34px sans-serif";
    g.textAlign = "center";
    g.textBaseline = "middle";
    g.fillText(String(spot + 1), 32, 34);
  }
  const material = new THREE.MeshBasicMaterial({ map: new THREE.CanvasTexture(canvas), transparent: true, color: "#8a93a8" });
  const mesh = new THREE.Mesh(new THREE.CircleGeometry(0.022, 24), material);
  mesh.rotation.x = -Math.PI / 2;
  return mesh;
}

/** Loft of the aim preview's arc (apex height in m) per loft button. */
const ARC_HEIGHT: Record<string, number> = { skip: 0.015, flat: 0.05, lob: 0.16 };

export class Table3D {
  readonly canvas: HTMLCanvasElement;
  private readonly renderer: THREE.WebGLRenderer | null;
  private readonly scene = new THREE.Scene();
  private readonly camera = new THREE.PerspectiveCamera(45, 16 / 10, 0.01, 10);
  private die: THREE.Mesh = dieMesh("white");
  private frames: Keyframe[] = [];
  private started = 0;
  private shown = -1;
  /** Sequence number of the throw animated last (a re-render never replays it). */
  lastSeq = -1;
  blind = false;
  /** The camera close to the board (a toggle), else behind the thrower's spot. */
  close = false;
  private spot = 0;
  private readonly markers: THREE.Mesh[] = [];
  private readonly aim: THREE.Line;

  constructor() {
    this.canvas = document.createElement("canvas");
    this.canvas.className = "df-canvas";
    this.canvas.width = 800;
    this.canvas.height = 500;
    let renderer: THREE.WebGLRenderer | null = null;
    try {
      renderer = new THREE.WebGLRenderer({ canvas: this.canvas, antialias: true, preserveDrawingBuffer: true });
      renderer.setSize(800, 500, false);
    } catch (err) {
      console.error("WebGL is not available; the 3D board is off", err);
    }
    this.renderer = renderer;
    this.scene.background = new THREE.Color("#1e2430");
    this.scene.add(new THREE.HemisphereLight("#ffffff", "#443322", 1.6));
    const sun = new THREE.DirectionalLight("#ffffff", 1.4);
    sun.position.set(0.4, 1.2, 0.6);
    this.scene.add(sun);
    const table = new THREE.Mesh(new THREE.BoxGeometry(1.6, 0.04, 1.0), new THREE.MeshStandardMaterial({ color: "#6b4a2f", roughness: 0.8 }));
    table.position.y = -0.02;
    this.scene.add(table, board(), this.die);
    for (let spot = 0; spot < 16; spot++) {
      const marker = spotMarker(spot);
      const [x, z] = spotPoint(spot);
      marker.position.set(x, 0.0015, z);
      this.markers.push(marker);
      this.scene.add(marker);
    }
    this.aim = new THREE.Line(new THREE.BufferGeometry(), new THREE.LineDashedMaterial({ color: "#f0c040", dashSize: 0.02, gapSize: 0.012 }));
    this.aim.visible = false;
    this.scene.add(this.aim);
    this.setSpot(0);
    this.loop();
  }

  /** The camera stands behind the thrower at a rim spot (16 spots, clockwise, 0 = near side). */
  setSpot(spot: number): void {
    this.spot = spot;
    const a = (spot * 2 * Math.PI) / 16;
    const dir = new THREE.Vector3(-Math.sin(a), 0, Math.cos(a));
    if (this.close) {
      this.camera.position.copy(dir.clone().multiplyScalar(0.42)).setY(0.36);
      this.camera.lookAt(new THREE.Vector3(0, 0, 0));
    } else {
      this.camera.position.copy(dir.clone().multiplyScalar(0.95)).setY(0.55);
      this.camera.lookAt(dir.clone().multiplyScalar(-0.05));
    }
    this.markers.forEach((m, i) => {
      const material = m.material as THREE.MeshBasicMaterial;
      material.color.set(i === spot ? "#f0c040" : "#8a93a8");
      m.scale.setScalar(i === spot ? 1.35 : 1);
    });
    this.canvas.dataset.spot = String(spot);
    this.canvas.dataset.camera = this.close ? "close" : "behind";
  }

  /** Move the camera close to the board or back behind the thrower. */
  setClose(close: boolean): void {
    this.close = close;
    this.setSpot(this.spot);
  }

  /**
   * The aim preview: the arc the die starts on, from the spot's hand to the aim point (x, z in
   * metres, the simulation frame), as high as the loft; null hides it.
   */
  setAim(aim: { x: number; z: number } | null, loft = "skip"): void {
    this.aim.visible = !!aim && !this.blind;
    if (!aim) return;
    const [sx, sz] = spotPoint(this.spot);
    const top = ARC_HEIGHT[loft] ?? ARC_HEIGHT.skip;
    const points: THREE.Vector3[] = [];
    for (let i = 0; i <= 24; i++) {
      const u = i / 24;
      points.push(new THREE.Vector3(sx + (aim.x - sx) * u, 0.03 * (1 - u) + 4 * top * u * (1 - u) + 0.006, sz + (aim.z - sz) * u));
    }
    this.aim.geometry.dispose();
    this.aim.geometry = new THREE.BufferGeometry().setFromPoints(points);
    this.aim.computeLineDistances();
  }

  /** Animate a throw's keyframes with a die of that colour (rests at the last pose). */
  play(frames: Keyframe[], kind: string): void {
    this.scene.remove(this.die);
    this.die = dieMesh(kind);
    this.scene.add(this.die);
    this.frames = frames;
    this.started = performance.now();
    this.shown = -1;
  }

  get animating(): boolean {
    const last = this.frames[this.frames.length - 1];
    return !!last && performance.now() - this.started < last.t;
  }

  private pose(now: number): void {
    const frames = this.frames;
    if (!frames.length) return;
    const t = now - this.started;
    let i = 0;
    while (i + 1 < frames.length && frames[i + 1].t <= t) i++;
    const a = toWorld(frames[i]);
    if (i + 1 < frames.length) {
      const b = toWorld(frames[i + 1]);
      const u = Math.min(1, Math.max(0, (t - frames[i].t) / Math.max(1, frames[i + 1].t - frames[i].t)));
      a.pos.lerp(b.pos, u);
      a.quat.slerp(b.quat, u);
    }
    this.die.position.copy(a.pos);
    this.die.quaternion.copy(a.quat);
    this.die.visible = true;
    this.shown = i;
  }

  private loop(): void {
    const tick = (now: number) => {
      this.pose(now);
      this.scene.visible = !(this.blind && this.animating);
      this.renderer?.render(this.scene, this.camera);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }

  /** Keyframe index shown last (tests read it through the canvas's data attribute). */
  get frameShown(): number {
    return this.shown;
  }
}
