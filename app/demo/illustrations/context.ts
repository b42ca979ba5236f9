/** Per-drawing context (gradient defs, seeded randomness) and the drawn-piece types. */
import { hash, prng } from "./color";
import { tag } from "./svg";

// ---------------------------------------------------------------- context

export type Stop = [offset: number, color: string, opacity?: number];
export type Dir = "v" | "h" | "d" | "u";
const DIRS: Record<Dir, [number, number, number, number]> = {
  v: [0, 0, 0, 1],
  h: [0, 0, 1, 0],
  d: [0, 0, 1, 1],
  u: [0, 1, 0, 0],
};

/** One drawing's shared state: gradient/clip definitions (deduplicated) and seeded randomness. */
export class Ctx {
  private defs: string[] = [];
  private cache = new Map<string, string>();
  private random: () => number;

  constructor(seed: string) {
    this.random = prng(hash(seed));
  }

  rnd(min = 0, max = 1): number {
    return min + (max - min) * this.random();
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.random() * items.length) % items.length];
    if (item === undefined) throw new Error("illustration: pick from empty list");
    return item;
  }

  /** Adds a definition once per key; returns its id. */
  def(key: string, build: (id: string) => string): string {
    const known = this.cache.get(key);
    if (known) return known;
    const id = `i${this.cache.size}`;
    this.cache.set(key, id);
    this.defs.push(build(id));
    return id;
  }

  grad(stops: Stop[], dir: Dir = "v"): string {
    const [x1, y1, x2, y2] = DIRS[dir];
    const id = this.def(`lg${dir}${JSON.stringify(stops)}`, (id) =>
      tag("linearGradient", { id, x1, y1, x2, y2 }, stops.map(stopTag).join("")),
    );
    return `url(#${id})`;
  }

  lin(a: string, b: string, dir: Dir = "v"): string {
    return this.grad(
      [
        [0, a],
        [1, b],
      ],
      dir,
    );
  }

  rad(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.def(`rg${cx},${cy},${r}${JSON.stringify(stops)}`, (id) =>
      tag("radialGradient", { id, cx, cy, r }, stops.map(stopTag).join("")),
    );
    return `url(#${id})`;
  }

  defsSvg(): string {
    return this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "";
  }
}

function stopTag([offset, color, opacity]: Stop): string {
  return tag("stop", { offset, "stop-color": color, "stop-opacity": opacity });
}

// ---------------------------------------------------------------- drawn pieces

export interface Paint {
  color: string;
  wood: string;
  accent: string;
}

/** A piece drawn in local centimetres. box = [x0, y0, x1, y1]; focus = detail-view centre. */
export interface Drawn {
  body: string;
  box: [number, number, number, number];
  mount: "floor" | "wall" | "ceiling";
  /** Wall pieces: height of the local origin above the floor, in cm. Ceiling pieces: height of the shade bottom. */
  elevation?: number;
  focus?: [number, number];
}

export type Drawer = (ctx: Ctx, p: Paint) => Drawn;
