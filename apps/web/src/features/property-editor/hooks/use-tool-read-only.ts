import { createContext, useContext } from 'react';

/**
 * True inside a tool the caller may only look at (a read collaborator, or a write scope that does
 * not cover the tool). The editor disables the tool's native controls with a fieldset; parts that
 * are not native controls (the rich-text description) read this to stop editing too.
 */
export const ToolReadOnlyContext = createContext(false);

export function useToolReadOnly(): boolean {
  return useContext(ToolReadOnlyContext);
}
