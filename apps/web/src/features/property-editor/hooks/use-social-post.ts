import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { useEffect, useMemo, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveSocialPost } from '../api/social-post';
import { clearCopy, readCopy, writeCopy } from '../lib/social-copy';
import {
  EMPTY_POST,
  pickFieldErrors,
  sameValues,
  savedValues,
  socialToolMessages,
  validatePost,
  type Network,
  type SocialPostErrors,
  type SocialPostField,
  type SocialPostValues,
} from '../lib/social-post';
import { useSaveTracker } from './use-save-tracker';

const NETWORK_LIST: readonly Network[] = ['instagram', 'facebook'];

/** The save tracker's key of a network's post. */
export const socialKey = (network: Network) => `social-${network}`;

/**
 * The state of a post form. Every change is copied to localStorage at once (cleared when it equals
 * the saved post) and marks the post as waiting in the save tracker, so the leave-page warning
 * applies; the copy is restored when the form comes back and dropped after a save or a delete.
 */
export function useSocialPost(draft: PropertyDraft, network: Network, knownPages: string[] | null) {
  const id = draft.propertyDraftId;
  const key = socialKey(network);
  const saved = useMemo(() => savedValues(draft, network), [draft, network]);
  const { track, setWaiting } = useSaveTracker();
  const save = useSaveSocialPost(id, network);
  const [stored, setStored] = useState<SocialPostValues>(() => readCopy(id, network) ?? saved);
  const [errors, setErrors] = useState<SocialPostErrors>({});

  // Images deleted since, and pages the account no longer has, are left out of what is shown and sent.
  const values = useMemo<SocialPostValues>(() => {
    const images = new Set(draft.media.map((m) => m.propertyImageId));
    return {
      caption: stored.caption,
      imagesUrls: stored.imagesUrls.filter((image) => images.has(image)),
      pagesIds: knownPages ? stored.pagesIds.filter((page) => knownPages.includes(page)) : stored.pagesIds,
    };
  }, [stored, draft.media, knownPages]);

  const change = <K extends SocialPostField>(field: K, value: SocialPostValues[K]) => {
    const next = { ...stored, [field]: value };
    setStored(next);
    const dirty = !sameValues(next, saved);
    if (dirty) writeCopy(id, network, next);
    else clearCopy(id, network);
    setWaiting(key, dirty);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    const checked = validatePost(network, values);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    try {
      const updated = await track(key, () => save.mutateAsync(checked.body));
      clearCopy(id, network);
      setWaiting(key, false);
      setStored(savedValues(updated, network));
      notifySuccess(socialToolMessages.saved);
    } catch (error) {
      if (isApiError(error, 'VALIDATION_ERROR') && error.fields) setErrors(pickFieldErrors(error.fields));
      notifyError(socialToolMessages.saveError);
    }
  };

  /** After 'No quiero publicar': nothing is left to keep. */
  const reset = () => {
    clearCopy(id, network);
    setWaiting(key, false);
    setStored(EMPTY_POST);
    setErrors({});
  };

  return { values, errors, change, submit, reset, saving: save.isPending };
}

/**
 * On load and after every change of the draft, a stored copy that differs from the saved post keeps
 * the leave-page warning on, even while its tool is closed.
 */
export function useSocialCopiesWarning(draft: PropertyDraft) {
  const { setWaiting } = useSaveTracker();
  useEffect(() => {
    for (const network of NETWORK_LIST) {
      const copy = readCopy(draft.propertyDraftId, network);
      const dirty = copy !== null && !sameValues(copy, savedValues(draft, network));
      if (copy && !dirty) clearCopy(draft.propertyDraftId, network);
      setWaiting(socialKey(network), dirty);
    }
  }, [draft, setWaiting]);
}
