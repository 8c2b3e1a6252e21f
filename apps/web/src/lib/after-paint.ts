/**
 * Runs `run` once the browser has drawn its next frame, or after LATE_MS should no frame come (a
 * tab opened in the background draws none). Work that is not part of a page's first screen starts
 * there, after that screen's paint: a request ended before the paint counts in Lighthouse's largest
 * paint (issue 15). Returns a cancel function.
 */
const LATE_MS = 1000;

export function afterNextPaint(run: () => void): () => void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    clearTimeout(late);
    run();
  };
  // A frame's callbacks run before its paint; a task queued from one runs after it.
  const frame = requestAnimationFrame(() => setTimeout(go, 0));
  const late = setTimeout(go, LATE_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(late);
  };
}
