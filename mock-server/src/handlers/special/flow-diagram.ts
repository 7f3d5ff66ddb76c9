// process/diagram-view: the process as a PNG, as Flowable's diagram generator draws it (BladeX
// writes that image to the response): start, the user tasks, the gateway and the end, with the
// steps an instance went through in green and the one it waits at in red. The sandbox has no
// font for Chinese names, so the boxes carry no text.
import { encodePng } from '../../png.ts';
import type { Row } from '../../store.ts';
import { badRequest } from '../../wire.ts';
import { DATA_TENANTS } from '../../seed/accounts.ts';
import type { StepName } from '../../workflow.ts';
import type { Call } from '../../call.ts';
import { required, scopeOf } from '../common.ts';
import { followOf, instanceHistory, processes } from './flow-store.ts';

type Rgb = [number, number, number];
type State = 'done' | 'current' | 'idle';
type Node = { kind: 'start' | 'end' | 'task' | 'gateway'; state: State };

const COLOURS: Record<State, { line: Rgb; fill: Rgb }> = {
  done: { line: [46, 125, 50], fill: [232, 245, 233] },
  current: { line: [211, 47, 47], fill: [255, 235, 238] },
  idle: { line: [120, 120, 120], fill: [255, 255, 255] },
};
const H = 210;
const ROW = 70; // centre line of the main row
const BELOW = 165; // centre line of the loop back to the applicant
const SLOT = { task: 150, start: 80, end: 80, gateway: 90 } as const;

class Canvas {
  readonly px: Uint8Array;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.px = new Uint8Array(w * h * 3).fill(255);
  }
  dot(x: number, y: number, c: Rgb) {
    if (x >= 0 && y >= 0 && x < this.w && y < this.h) this.px.set(c, (Math.round(y) * this.w + Math.round(x)) * 3);
  }
  fill(x: number, y: number, w: number, h: number, c: Rgb) {
    for (let j = 0; j < h; j++) for (let i = 0; i < w; i++) this.dot(x + i, y + j, c);
  }
  /** A box with a border of `t` pixels. */
  box(x: number, y: number, w: number, h: number, line: Rgb, fill: Rgb, t = 2) {
    this.fill(x, y, w, h, line);
    this.fill(x + t, y + t, w - 2 * t, h - 2 * t, fill);
  }
  /** A disc (or a ring of `t` pixels around `fill`). */
  circle(cx: number, cy: number, r: number, line: Rgb, fill: Rgb, t = 2) {
    for (let y = -r; y <= r; y++)
      for (let x = -r; x <= r; x++) {
        const d = Math.hypot(x, y);
        if (d <= r) this.dot(cx + x, cy + y, d > r - t ? line : fill);
      }
  }
  diamond(cx: number, cy: number, r: number, line: Rgb, fill: Rgb, t = 2) {
    for (let y = -r; y <= r; y++)
      for (let x = -r; x <= r; x++) {
        const d = Math.abs(x) + Math.abs(y);
        if (d <= r) this.dot(cx + x, cy + y, d > r - t * 1.5 ? line : fill);
      }
  }
  /** An axis-aligned arrow from (x0, y0) to (x1, y1), its head at the end. */
  arrow(x0: number, y0: number, x1: number, y1: number, c: Rgb) {
    const [dx, dy] = [Math.sign(x1 - x0), Math.sign(y1 - y0)];
    for (let x = x0, y = y0; x !== x1 || y !== y1; x += dx, y += dy)
      this.fill(x - (dy ? 1 : 0), y - (dx ? 1 : 0), dy ? 2 : 1, dx ? 2 : 1, c);
    for (let k = 0; k < 7; k++) for (let s = -k; s <= k; s++) this.dot(x1 - dx * k + (dy ? s : 0), y1 - dy * k + (dx ? s : 0), c);
  }
}

/**
 * Draws the main row left to right; `loop` puts a task under the main row's node `under`, with
 * arrows down and back; `bypass` joins two nodes of the row over the top (a gateway's other way).
 */
function draw(nodes: Node[], loop?: { under: number; node: Node }, bypass?: [from: number, to: number]): Buffer {
  const xs: number[] = [];
  let x = 20;
  for (const n of nodes) {
    xs.push(x);
    x += SLOT[n.kind];
  }
  const c = new Canvas(x - 30, loop ? H : ROW * 2);
  const grey = COLOURS.idle.line;
  nodes.forEach((n, i) => {
    const { line, fill } = COLOURS[n.state];
    const x0 = xs[i];
    if (n.kind === 'task') c.box(x0, ROW - 25, 110, 50, line, fill);
    else if (n.kind === 'gateway') c.diamond(x0 + 25, ROW, 25, line, fill);
    else c.circle(x0 + 20, ROW, 20, line, n.kind === 'end' && n.state === 'done' ? line : fill, n.kind === 'end' ? 5 : 2);
    const right = x0 + (n.kind === 'task' ? 110 : n.kind === 'gateway' ? 50 : 40);
    if (i + 1 < nodes.length) c.arrow(right + 2, ROW, xs[i + 1] - 2, ROW, grey);
  });
  if (bypass) {
    const [from, to] = bypass.map((i) => xs[i] + (nodes[i].kind === 'gateway' ? 25 : 20));
    c.fill(from - 1, 14, 2, ROW - 25 - 14, grey);
    c.fill(from, 14, to - from, 2, grey);
    c.arrow(to, 15, to, ROW - 22, grey);
  }
  if (loop) {
    const x0 = xs[loop.under];
    const { line, fill } = COLOURS[loop.node.state];
    c.box(x0, BELOW - 25, 110, 50, line, fill);
    c.arrow(x0 + 35, ROW + 27, x0 + 35, BELOW - 27, grey);
    c.arrow(x0 + 75, BELOW - 27, x0 + 75, ROW + 27, grey);
  }
  return encodePng(c.w, c.h, c.px);
}

/** The state of each leave step from an instance's history: ended steps done, the open one current. */
function stepStates(history: Row[]): (step: StepName) => State {
  return (step) => {
    const visits = history.filter((h) => h._step === step);
    if (visits.some((h) => !h.endTime)) return 'current';
    return visits.length ? 'done' : 'idle';
  };
}

/** The seeded leave process; a process uploaded from a BPMN shows its own user tasks in a row. */
function diagramOf(def: Row | undefined, history: Row[] | undefined): Buffer {
  const ended = !!history?.some((h) => h.historyActivityType === 'endEvent');
  const started: State = history ? 'done' : 'idle';
  const end: Node = { kind: 'end', state: ended ? 'done' : 'idle' };
  const steps = Array.isArray(def?._steps) ? (def._steps as string[]) : [];
  if (steps.length && !history)
    return draw([{ kind: 'start', state: 'idle' }, ...steps.map((): Node => ({ kind: 'task', state: 'idle' })), end]);
  const state = stepStates(history ?? []);
  const passed: State = state('manager') === 'done' && (state('boss') !== 'idle' || ended) ? 'done' : 'idle';
  return draw(
    [
      { kind: 'start', state: started },
      { kind: 'task', state: state('manager') },
      { kind: 'gateway', state: passed },
      { kind: 'task', state: state('boss') },
      end,
    ],
    { under: 1, node: { kind: 'task', state: state('adjust') } },
    [2, 4],
  );
}

/**
 * The gateway lets the diagrams through without a token (the pages load them as plain images), and
 * Flowable's ids are unique over every tenant: a call without a session looks in each tenant.
 */
function scopesOf(c: Call): string[] {
  return c.session ? [scopeOf(c)] : DATA_TENANTS;
}

/** The call as if made in `scope`: the flow tables are read by the caller's tenant. */
const inTenant = (c: Call, scope: string): Call => ({ ...c, session: { tenantId: scope } as Call['session'] });

/** process/diagram-view?processInstanceId: a running or finished instance, its steps coloured. */
export function diagramView(c: Call): unknown {
  const instanceId = required(c, 'processInstanceId');
  for (const scope of scopesOf(c)) {
    const at = c.session ? c : inTenant(c, scope);
    const history = instanceHistory(at, instanceId);
    const follow = followOf(at, instanceId);
    if (!history.length && !follow) continue;
    const def = processes(at).get(String(history[0]?.processDefinitionId ?? follow?.processDefinitionId));
    return c.reply.code(200).type('image/png').send(diagramOf(def, history));
  }
  throw badRequest(`流程实例不存在: ${instanceId}`);
}

/** process/resource-view?processDefinitionId: the definition's diagram (resourceType image) or its BPMN (xml). */
export function resourceView(c: Call): unknown {
  const definitionId = required(c, 'processDefinitionId');
  const def = scopesOf(c)
    .map((scope) => processes(c, scope).get(definitionId))
    .find(Boolean);
  if (!def) throw badRequest(`流程定义不存在: ${definitionId}`);
  if (c.query.resourceType === 'xml') return c.reply.code(200).type('application/xml').send(bpmnOf(def));
  return c.reply.code(200).type('image/png').send(diagramOf(def, undefined));
}

/** The sandbox keeps no uploaded file: a definition's BPMN is written again from its key, name and user tasks. */
function bpmnOf(def: Row): string {
  const esc = (s: unknown) =>
    String(s ?? '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/"/g, '&quot;');
  const steps = Array.isArray(def._steps) ? (def._steps as string[]) : [];
  const tasks = steps.map((name, i) => `    <userTask id="task${i + 1}" name="${esc(name)}"/>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" targetNamespace="http://www.flowable.org/processdef">\n  <process id="${esc(def.key)}" name="${esc(def.name)}" isExecutable="true">\n    <startEvent id="start"/>\n${tasks ? `${tasks}\n` : ''}    <endEvent id="end"/>\n  </process>\n</definitions>\n`;
}
