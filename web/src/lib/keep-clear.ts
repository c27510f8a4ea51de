/**
 * What a floating element must never sit on: anything a visitor can press or type into, and the
 * footer. Plain DOM code: the app's floating contact button and a static page's enhance entry
 * (decision 048) both watch with it.
 */
const KEEP_CLEAR = 'a[href], button, input, select, textarea, label, summary, [role="button"], [tabindex]:not([tabindex="-1"]), footer';

/** Where, as fractions of the element's box, to look for what lies beneath it. */
const PROBES = [0, 0.5, 1].flatMap((x) => [0, 0.5, 1].map((y) => [x, y] as const));

/**
 * Whether anything that must stay reachable lies under `box`. Asks the browser what is drawn at
 * points across the box, below the element itself, so it follows every layout and scroll position.
 */
function coversSomething(box: HTMLElement): boolean {
  const rect = box.getBoundingClientRect();
  return PROBES.some(([fx, fy]) => {
    // Just inside the edges, so a neighbour that only touches the box does not count.
    const x = rect.left + 1 + fx * (rect.width - 2);
    const y = rect.top + 1 + fy * (rect.height - 2);
    const below = document.elementsFromPoint(x, y).find((element) => !box.contains(element));
    return below?.closest(KEEP_CLEAR) != null;
  });
}

/**
 * Marks `box` with `data-hidden` while it would cover a control or the footer (its styles fade it
 * out then). A fixed element cannot know what the page will scroll under it, so it looks after
 * every scroll and resize, and whenever the page's size changes. Answers how to stop watching.
 */
export function stepAsideFromControls(box: HTMLElement): () => void {
  // Browsers without layout (tests in jsdom) have nothing to measure.
  if (typeof document.elementsFromPoint !== 'function') return () => undefined;
  let frame = 0;
  const check = () => {
    frame = 0;
    box.toggleAttribute('data-hidden', coversSomething(box));
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(check);
  };
  check();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  // Content that loads or opens after the first paint moves controls under the element too.
  const observer = new ResizeObserver(schedule);
  observer.observe(document.body);
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    observer.disconnect();
    if (frame !== 0) cancelAnimationFrame(frame);
  };
}
