/**
 * Unsaved text of the note being written, kept for the browser tab (sessionStorage): leaving the
 * 'Notas' tab or the customer's page loses nothing; coming back opens the editor with it again.
 * One draft per customer: a new note (`noteId` null) or the edit of one note.
 */
export interface NoteDraft {
  noteId: string | null;
  html: string;
}

const keyOf = (tenantId: string) => `vitrina:note-draft:${tenantId}`;

export function readNoteDraft(tenantId: string): NoteDraft | null {
  try {
    const raw = window.sessionStorage.getItem(keyOf(tenantId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<NoteDraft>;
    return typeof value.html === 'string' ? { noteId: typeof value.noteId === 'string' ? value.noteId : null, html: value.html } : null;
  } catch {
    return null;
  }
}

export function saveNoteDraft(tenantId: string, draft: NoteDraft): void {
  try {
    window.sessionStorage.setItem(keyOf(tenantId), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the text stays on screen, only the copy for later is lost.
  }
}

export function clearNoteDraft(tenantId: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(tenantId));
  } catch {
    // Nothing to clear.
  }
}
