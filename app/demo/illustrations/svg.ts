/** SVG string building: number formatting, path data and element helpers. */

/** Formats a coordinate; refuses NaN/Infinity so a maths slip fails loudly. */
export function fmt(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`illustration: non-finite number ${n}`);
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

/** Tagged template for path data: numbers are formatted, strings pass through. */
export function d(strings: TemplateStringsArray, ...values: (number | string)[]): string {
  let out = strings[0] ?? "";
  values.forEach((v, i) => {
    out += (typeof v === "number" ? fmt(v) : v) + (strings[i + 1] ?? "");
  });
  return out;
}

export type Attrs = Record<string, string | number | undefined>;

export function tag(name: string, attrs: Attrs, children?: string): string {
  let s = `<${name}`;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined) continue;
    s += ` ${k}="${typeof v === "number" ? fmt(v) : v}"`;
  }
  return children === undefined ? `${s}/>` : `${s}>${children}</${name}>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, more: Attrs = {}) =>
  tag("rect", { x, y, width: Math.max(0, w), height: Math.max(0, h), fill, ...more });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, more: Attrs = {}) =>
  tag("ellipse", { cx, cy, rx: Math.abs(rx), ry: Math.abs(ry), fill, ...more });
export const circle = (cx: number, cy: number, r: number, fill: string, more: Attrs = {}) =>
  tag("circle", { cx, cy, r: Math.abs(r), fill, ...more });
export const path = (data: string, fill: string, more: Attrs = {}) => tag("path", { d: data, fill, ...more });
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, more: Attrs = {}) =>
  tag("line", { x1, y1, x2, y2, stroke, "stroke-width": width, "stroke-linecap": "round", ...more });
export const g = (children: string, attrs: Attrs = {}) => tag("g", attrs, children);
export const poly = (pts: [number, number][], fill: string, more: Attrs = {}) =>
  tag("polygon", { points: pts.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(" "), fill, ...more });
