import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { useEffect } from 'react';
import { clearCopy, readCopy } from '../lib/social-copy';
import { sameValues, savedValues, type Network } from '../lib/social-values';
import { useSaveTracker } from './use-save-tracker';

const NETWORK_LIST: readonly Network[] = ['instagram', 'facebook'];

/** The save tracker's key of a network's post. */
export const socialKey = (network: Network) => `social-${network}`;

/**
 * On load and after every change of the draft, a stored copy that differs from the saved post keeps
 * the leave-page warning on, even while its tool is closed. Apart from the post form's hook
 * (use-social-post.ts), so the editor's first screen loads neither zod nor react-hook-form.
 */
export function useSocialCopiesWarning(draft: PropertyDraft) {
  const { setUnsaved } = useSaveTracker();
  useEffect(() => {
    for (const network of NETWORK_LIST) {
      const copy = readCopy(draft.propertyDraftId, network);
      const dirty = copy !== null && !sameValues(copy, savedValues(draft, network));
      if (copy && !dirty) clearCopy(draft.propertyDraftId, network);
      setUnsaved(socialKey(network), dirty);
    }
  }, [draft, setUnsaved]);
}
