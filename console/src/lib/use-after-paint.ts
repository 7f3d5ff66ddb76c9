import { useEffect, useState } from 'react';

/** The latest a deferred start waits: a hidden tab runs no animation frames. */
const AT_THE_LATEST_MS = 500;

/**
 * False on a component's first render, true once the browser has painted it: reads started only
 * then (`enabled: painted`) leave the first frame to what a person sees first, and their
 * placeholders show until they answer. A task queued from an animation frame runs after that
 * frame's paint.
 * @example const painted = useAfterPaint(); useQuery({ ...options, enabled: painted });
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    const done = () => setPainted(true);
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (afterFrame = setTimeout(done)));
    const latest = setTimeout(done, AT_THE_LATEST_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      clearTimeout(latest);
    };
  }, [painted]);
  return painted;
}
