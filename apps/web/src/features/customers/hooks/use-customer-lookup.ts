import { useDebouncedValue } from '@mantine/hooks';
import { ErrorType } from '@vitrina/contract/errors';
import { isApiError } from '../../../lib/api-client';
import { useTenantLookupQuery } from '../api/tenant-lookup';
import type { CustomerFormRules } from '../lib/customer-form-rules';

export const LOOKUP_DEBOUNCE_MS = 1000;

export interface LookupInput {
  /** The form's rules (they read the phone); no look-up until they are loaded. */
  rules: CustomerFormRules;
  creating: boolean;
  phoneCode: string | undefined;
  phoneNumber: string | undefined;
  emailAddress: string | undefined;
}

/**
 * While a customer is being created, looks up an existing one by the typed phone, then by the
 * typed e-mail, a second after the agent stops typing (spec 2 §2).
 */
export function useCustomerLookup({ rules, creating, phoneCode, phoneNumber, emailAddress }: LookupInput) {
  const read = rules?.readPhone(phoneNumber ?? '', phoneCode ?? '58');
  const phone = read?.ok ? read.phone : null;
  const email = (emailAddress ?? '').trim().toLowerCase();
  const [lookupPhone] = useDebouncedValue(creating && phone ? `${phone.code}${phone.number}` : null, LOOKUP_DEBOUNCE_MS);
  const [lookupEmail] = useDebouncedValue(creating && rules?.EMAIL_PATTERN.test(email) ? email : null, LOOKUP_DEBOUNCE_MS);
  const byPhone = useTenantLookupQuery('phone', lookupPhone);
  const byEmail = useTenantLookupQuery('email', lookupEmail);
  const found = (lookupPhone ? byPhone.data : null) ?? (lookupEmail ? byEmail.data : null) ?? null;
  const lookupError = [lookupPhone ? byPhone.error : null, lookupEmail ? byEmail.error : null].find((e) =>
    isApiError(e, ErrorType.TOO_MANY_REQUESTS),
  );
  return { phoneReady: Boolean(phone), found, lookupError };
}
