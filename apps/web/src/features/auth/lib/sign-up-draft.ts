import type { SignUpStepOneInput } from '@vitrina/contract/schemas/auth';

/**
 * What the agent typed on sign-up's first step, kept in sessionStorage so that leaving the page
 * (the terms, the privacy policy, a reload) and coming back loses nothing. Never the password.
 */
const KEY = 'vitrina.signup.draft';

export const emptySignUpDraft: SignUpStepOneInput = { firstName: '', emailAddress: '', acceptEmails: false };

export function loadSignUpDraft(): SignUpStepOneInput {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return emptySignUpDraft;
    const saved = JSON.parse(raw) as Partial<Record<keyof SignUpStepOneInput, unknown>>;
    return {
      firstName: typeof saved.firstName === 'string' ? saved.firstName.slice(0, 100) : '',
      emailAddress: typeof saved.emailAddress === 'string' ? saved.emailAddress.slice(0, 320) : '',
      acceptEmails: saved.acceptEmails === true,
    };
  } catch {
    return emptySignUpDraft;
  }
}

export function saveSignUpDraft(values: Partial<SignUpStepOneInput>): void {
  try {
    const draft = {
      firstName: typeof values.firstName === 'string' ? values.firstName : '',
      emailAddress: typeof values.emailAddress === 'string' ? values.emailAddress : '',
      acceptEmails: values.acceptEmails === true,
    };
    if (!draft.firstName && !draft.emailAddress && !draft.acceptEmails) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    /* storage full or blocked: the form still works, it only is not kept */
  }
}

export function clearSignUpDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}
