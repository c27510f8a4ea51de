/**
 * Resolves in a later task, so the browser can paint and answer input in between: the app's start
 * is cut into stages this way (`main.tsx`, `start-app.tsx`), each a short task of its own rather
 * than one long task on a slow phone.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
