import { Alert } from '@mantine/core';
import { useEffect } from 'react';
import type { LinkFoundHandlers } from '../hooks/use-customer-save';
import { useCustomerLookup, type LookupInput } from '../hooks/use-customer-lookup';
import { ExistingCustomerCard } from './existing-customer-card';

const LOOKUP_LIMIT = 'Has alcanzado el límite de búsquedas de clientes por hora. Vuelve a intentarlo más tarde.';

/** What the form locks on: a readable phone, and whether a customer was found. */
export interface LookupState {
  phoneReady: boolean;
  found: boolean;
}

interface CustomerLookupProps extends Omit<LookupInput, 'creating'> {
  link: LinkFoundHandlers;
  done: boolean;
  onState: (state: LookupState) => void;
}

/**
 * A new customer's look-up by phone and e-mail, and what it finds (the rate-limit warning, the
 * existing customer's card). Its own chunk, fetched once the form has painted (issue 15).
 */
export function CustomerLookup({ link, done, onState, ...input }: CustomerLookupProps) {
  const { phoneReady, found, lookupError } = useCustomerLookup({ ...input, creating: true });
  const hasFound = found !== null;
  useEffect(() => onState({ phoneReady, found: hasFound }), [onState, phoneReady, hasFound]);
  return (
    <>
      {lookupError && (
        <Alert color="yellow" variant="light" role="alert">
          {lookupError.message || LOOKUP_LIMIT}
        </Alert>
      )}
      {found && <ExistingCustomerCard card={found} link={link} done={done} />}
    </>
  );
}
