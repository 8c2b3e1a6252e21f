import { zodResolver } from '@hookform/resolvers/zod';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { facebookPostFormSchema, instagramPostFormSchema } from '@vitrina/contract/schemas/social-post';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type PathValue, type Resolver } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useSaveSocialPost } from '../api/social-post';
import { clearCopy, readCopy, writeCopy } from '../lib/social-copy';
import {
  EMPTY_POST,
  SOCIAL_POST_FIELDS,
  sameValues,
  savedValues,
  socialToolMessages,
  type Network,
  type SocialPostBody,
  type SocialPostErrors,
  type SocialPostField,
  type SocialPostValues,
} from '../lib/social-post';
import { socialKey } from './use-social-copies-warning';
import { useSaveTracker } from './use-save-tracker';
import { saveErrorMessage } from '../lib/save-error';

/** The contract's rules of each network's form; what they answer is the body of its PUT. */
const resolvers: Record<Network, Resolver<SocialPostValues, unknown, SocialPostBody>> = {
  instagram: zodResolver(instagramPostFormSchema),
  facebook: zodResolver(facebookPostFormSchema),
};

/** The first message of each field (a list's own message, or else that of its first wrong item). */
function messagesOf(errors: FieldErrors<SocialPostValues>): SocialPostErrors {
  const messages: SocialPostErrors = {};
  for (const field of SOCIAL_POST_FIELDS) {
    const error = errors[field];
    const message = error?.message ?? (Array.isArray(error) ? error.find((item) => item?.message)?.message : undefined);
    if (message) messages[field] = message;
  }
  return messages;
}

/**
 * The state of a post form, on react-hook-form with the contract's form schema of the network.
 * Every change is copied to localStorage at once (cleared when it equals the saved post) and marks
 * the post as waiting in the save tracker, so the leave-page warning applies; the copy is restored
 * when the form comes back and dropped after a save or a delete.
 */
export function useSocialPost(draft: PropertyDraft, network: Network, knownPages: string[] | null) {
  const id = draft.propertyDraftId;
  const key = socialKey(network);
  const saved = useMemo(() => savedValues(draft, network), [draft, network]);
  const { track, setUnsaved } = useSaveTracker();
  const save = useSaveSocialPost(id, network);
  const [initial] = useState<SocialPostValues>(() => readCopy(id, network) ?? saved);
  const { control, setValue, getValues, handleSubmit, setError, clearErrors, reset: resetForm, formState } = useForm<
    SocialPostValues,
    unknown,
    SocialPostBody
  >({
    defaultValues: initial,
    resolver: resolvers[network],
    // As before the form moved to react-hook-form: the messages show, the focus stays where it is.
    shouldFocusError: false,
  });
  const stored = useWatch({ control }) as SocialPostValues;
  const errors = messagesOf(formState.errors);

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
    setValue(field, value as PathValue<SocialPostValues, K>);
    const next = getValues();
    const dirty = !sameValues(next, saved);
    if (dirty) writeCopy(id, network, next);
    else clearCopy(id, network);
    setUnsaved(key, dirty);
    clearErrors(field);
  };

  const send = async (body: SocialPostBody) => {
    try {
      const updated = await track(key, () => save.mutateAsync(body));
      clearCopy(id, network);
      setUnsaved(key, false);
      resetForm(savedValues(updated, network));
      notifySuccess(socialToolMessages.saved);
    } catch (error) {
      if (isApiError(error, 'VALIDATION_ERROR') && error.fields) {
        clearErrors();
        applyServerFieldErrors(error, setError, SOCIAL_POST_FIELDS);
      }
      notifyError(saveErrorMessage(error, socialToolMessages.saveError));
    }
  };

  const submit = () => {
    // What is checked and sent is what is shown.
    setValue('imagesUrls', values.imagesUrls);
    setValue('pagesIds', values.pagesIds);
    return handleSubmit(send)();
  };

  /** After 'No quiero publicar': nothing is left to keep. */
  const reset = () => {
    clearCopy(id, network);
    setUnsaved(key, false);
    resetForm(EMPTY_POST);
  };

  return { values, errors, change, submit, reset, saving: save.isPending };
}
