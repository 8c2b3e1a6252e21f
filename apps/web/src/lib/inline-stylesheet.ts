/**
 * Issue 15: a widget loaded on demand (the rich text, the photo crop, the video player) brings its
 * stylesheets inside its script (Vite's `?inline` imports) and adds them here when its module is
 * evaluated: one request where a separate stylesheet made two. The `<style>` goes at the end of
 * `<head>`, where Vite's preload put the widget's stylesheet link before, so the cascade is the same.
 * Each text is added once, however many widgets bring it.
 */
const added = new Set<string>();

export function addStylesheet(...texts: string[]): void {
  if (typeof document === 'undefined') return;
  texts
    .filter((text) => text && !added.has(text))
    .forEach((text) => {
      added.add(text);
      const style = document.createElement('style');
      style.textContent = text;
      document.head.appendChild(style);
    });
}
