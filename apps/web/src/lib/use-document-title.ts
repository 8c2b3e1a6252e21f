import { useEffect } from 'react';
import { pageTitle } from '../config/paths';

/** Sets `document.title` to '{title} - Vitrina Agentes'. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
