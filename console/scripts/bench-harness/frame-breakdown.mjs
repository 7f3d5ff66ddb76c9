// What a frame of the scroll benchmark spends, from a Chromium trace (devtools.timeline) taken
// around the scroll loop: the renderer main thread's time between two console.timeStamp marks,
// each event counted for its own time only (its nested events subtracted), sorted into the
// categories of DevTools' summary. Used by bench-resources.mjs when the frame budget is missed.

const CATEGORY = [
  ['garbage collection', /GC|CppGC|BlinkGC/],
  ['style', /^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation|ParseAuthorStyleSheet)$/],
  ['layout', /^(Layout|UpdateLayerTree|IntersectionObserverController::computeIntersections|ResizeObserverController::.*)$/],
  ['paint and composite', /^(Paint|PaintImage|PrePaint|Layerize|CompositeLayers|Commit|UpdateLayer|Decode.*|Rasterize.*)$/],
  [
    'scripting',
    /^(FunctionCall|EventDispatch|TimerFire|FireAnimationFrame|RunMicrotasks|EvaluateScript|v8\..*|V8\..*|RunTask|HandlePostMessage|ProfileCall|MajorGC|MinorGC)$/,
  ],
];
const categoryOf = (name) => CATEGORY.find(([, re]) => re.test(name))?.[0] ?? 'other';

/**
 * Milliseconds per frame by category over `frames` frames. `trace` is the parsed JSON of
 * browser.stopTracing(); `from`/`to` are the names given to console.timeStamp around the loop.
 */
export function frameBreakdown(trace, { from, to, frames }) {
  const events = trace.traceEvents ?? trace;
  const mark = (name) => events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === name);
  const start = mark(from);
  const end = mark(to);
  if (!start || !end) return null;
  // The page's main thread: the one that issued the marks.
  const inside = events.filter(
    (e) => e.pid === start.pid && e.tid === start.tid && e.ph === 'X' && e.ts >= start.ts && e.ts + (e.dur ?? 0) <= end.ts,
  );
  inside.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  const charge = (e, us) => self.set(categoryOf(e.name), (self.get(categoryOf(e.name)) ?? 0) + us);
  for (const e of inside) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    if (stack.length) charge(stack.at(-1), -e.dur); // the parent's own time excludes this child
    charge(e, e.dur);
    stack.push(e);
  }
  const wall = end.ts - start.ts;
  const busy = [...self.values()].reduce((a, b) => a + b, 0);
  const rows = [...self].filter(([, us]) => us > 0).sort((a, b) => b[1] - a[1]);
  rows.push(['idle or untraced', Math.max(0, wall - busy)]);
  return rows.map(([name, us]) => [name, us / 1000 / frames]);
}
