// A tiny SVG builder in furniture coordinates: x from the piece's left edge, z = height above the floor (cm).

export type Pt = [number, number];

export interface Paint {
  fill?: string;
  stroke?: string;
  sw?: number;
  opacity?: number;
  rx?: number;
  join?: 'round' | 'miter';
}

const n2 = (v: number): string => {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};

export class Canvas {
  /** Stroke unit: outlines keep the same pixel weight whatever the real size of the piece. */
  readonly u: number;
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private readonly ids = new Map<string, string>();

  constructor(
    readonly W: number,
    readonly H: number,
    readonly D: number,
    readonly outline: string,
    private readonly prefix: string,
  ) {
    this.u = Math.max(W, H) / 320;
  }

  /** An empty canvas of the same piece, its definitions named apart (`tag`), for parts drawn in another plane. */
  another(tag: string): Canvas {
    return new Canvas(this.W, this.H, this.D, this.outline, `${this.prefix}${tag}`);
  }

  /** Whether nothing has been drawn. */
  get empty(): boolean {
    return this.body.length === 0;
  }

  /** SVG y of a height above the floor. */
  y(z: number): number {
    return this.H - z;
  }

  /** Path coordinate pair for (x, z). */
  p(x: number, z: number): string {
    return `${n2(x)} ${n2(this.y(z))}`;
  }

  /** A shared definition (gradient, pattern, clip) registered once per key; returns its id. */
  def(key: string, build: (id: string) => string): string {
    const known = this.ids.get(key);
    if (known) return known;
    const id = `${this.prefix}${this.ids.size}`;
    this.ids.set(key, id);
    this.defs.push(build(id));
    return id;
  }

  private attrs(o: Paint, defaultStroke = true): string {
    const fill = o.fill ?? 'none';
    const stroke = o.stroke ?? (defaultStroke ? this.outline : 'none');
    let a = `fill="${fill}"`;
    if (stroke !== 'none') {
      a += ` stroke="${stroke}" stroke-width="${n2(o.sw ?? this.u)}" stroke-linejoin="${o.join ?? 'round'}"`;
    }
    if (o.opacity !== undefined && o.opacity < 1) a += ` opacity="${n2(o.opacity)}"`;
    return a;
  }

  rect(x: number, z: number, w: number, h: number, o: Paint = {}): void {
    if (w <= 0 || h <= 0) return;
    const rx = o.rx ? ` rx="${n2(Math.min(o.rx, w / 2, h / 2))}"` : '';
    this.body.push(
      `<rect x="${n2(x)}" y="${n2(this.y(z + h))}" width="${n2(w)}" height="${n2(h)}"${rx} ${this.attrs(o)}/>`,
    );
  }

  poly(pts: Pt[], o: Paint = {}): void {
    const d = pts.map(([x, z]) => `${n2(x)},${n2(this.y(z))}`).join(' ');
    this.body.push(`<polygon points="${d}" ${this.attrs(o)}/>`);
  }

  polyline(pts: Pt[], o: Paint = {}): void {
    const d = pts.map(([x, z]) => `${n2(x)},${n2(this.y(z))}`).join(' ');
    this.body.push(`<polyline points="${d}" ${this.attrs({ ...o, fill: o.fill ?? 'none' })} stroke-linecap="round"/>`);
  }

  /** Raw path data; build coordinates with `p()`. */
  path(d: string, o: Paint = {}): void {
    this.body.push(`<path d="${d}" ${this.attrs(o)}/>`);
  }

  ellipse(cx: number, cz: number, rx: number, rz: number, o: Paint = {}): void {
    this.body.push(`<ellipse cx="${n2(cx)}" cy="${n2(this.y(cz))}" rx="${n2(rx)}" ry="${n2(rz)}" ${this.attrs(o)}/>`);
  }

  line(x1: number, z1: number, x2: number, z2: number, o: Paint = {}): void {
    this.body.push(
      `<line x1="${n2(x1)}" y1="${n2(this.y(z1))}" x2="${n2(x2)}" y2="${n2(this.y(z2))}" ${this.attrs(o)} stroke-linecap="round"/>`,
    );
  }

  toString(): string {
    const mx = this.W * 0.015;
    const my = this.H * 0.03;
    const vw = this.W + 2 * mx;
    const vh = this.H + my;
    const scale = 512 / Math.max(vw, vh);
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n2(-mx)} ${n2(-my)} ${n2(vw)} ${n2(vh)}"` +
      ` width="${Math.max(1, Math.round(vw * scale))}" height="${Math.max(1, Math.round(vh * scale))}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}
