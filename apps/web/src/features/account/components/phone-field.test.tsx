import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PhoneField } from './phone-field';

function Form({ onValue }: { onValue: (v: string) => void }) {
  const { register, control } = useForm({ defaultValues: { contactPhoneNumber: '' } });
  onValue(useWatch({ control, name: 'contactPhoneNumber' }));
  return <PhoneField {...register('contactPhoneNumber')} />;
}

describe('PhoneField', () => {
  it('keeps the national number of a pasted +58 412 555 1234, in the field and the form', async () => {
    let value = '';
    render(
      <MantineProvider>
        <Form onValue={(v) => (value = v)} />
      </MantineProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Teléfono de contacto'));
    await user.paste('+58 412 555 1234');
    // The phone rules load as the field paints: a paste that beats them is read once they are here.
    await waitFor(() => expect(screen.getByLabelText('Teléfono de contacto')).toHaveValue('4125551234'));
    expect(value).toBe('4125551234');
  });
});
