import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { mockApi } from '../../../test/api-mock';
import { makeAgent } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { countryLocations, countryStates } from '../test-fixtures';
import { formatPhone as formatNumber } from '@vitrina/contract/phone';
import { phoneFormatterOf } from '../lib/format-phone';

describe('phones in the customer form (issue 13 item 6)', () => {
  it('splits a pasted +584125551234 into the code and the number, and looks it up', async () => {
    saveAccessToken('tok');
    const { calls } = mockApi({
      'GET /auth/agents': { data: makeAgent() },
      'GET /country-states': { data: countryStates },
      'GET /country-locations': { data: countryLocations },
      'GET /tenants/phone-number/584125551234?exists=true': { data: { found: false } },
    });
    renderApp('/customers/create');
    const user = userEvent.setup();
    const number = await screen.findByLabelText(/^Número de teléfono/);
    await user.click(number);
    await user.paste('+584125551234');
    // The form's phone rules load as it paints: a paste that beats them is read once they are here.
    await waitFor(() => expect(number).toHaveValue('4125551234'));
    expect(screen.getByLabelText('Código de país', { selector: 'input' })).toHaveValue('+58');
    await waitFor(() => expect(screen.getByLabelText(/^Nombre\(s\)/)).toBeEnabled());
    await waitFor(() => expect(calls.some((c) => c.path === '/tenants/phone-number/584125551234')).toBe(true), { timeout: 3000 });
  });

  it('accepts a number typed with dots and dashes', async () => {
    saveAccessToken('tok');
    mockApi({
      'GET /auth/agents': { data: makeAgent() },
      'GET /country-states': { data: countryStates },
      'GET /country-locations': { data: countryLocations },
      'GET /tenants/phone-number/584127000001?exists=true': { data: { found: false } },
    });
    renderApp('/customers/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Número de teléfono/), '0412-700.0001');
    await waitFor(() => expect(screen.getByLabelText(/^Nombre\(s\)/)).toBeEnabled());
  });

  it('shows phones as +58 412-700-0001', () => {
    const formatPhone = phoneFormatterOf(formatNumber);
    expect(formatPhone({ code: '58', number: '4127000001', fullNumber: '+584127000001' })).toBe('+58 412-700-0001');
    expect(formatPhone({ code: '58', number: '', fullNumber: '' })).toBeNull();
  });
});
