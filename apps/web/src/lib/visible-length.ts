/** The visible length of some HTML (tags dropped, trimmed): what the server's text limits count. */
export function visibleLength(html: string): number {
  const element = document.createElement('div');
  element.innerHTML = html;
  return (element.textContent ?? '').trim().length;
}
