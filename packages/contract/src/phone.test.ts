import { describe, expect, it } from 'vitest';
import { formatPhone, parsePhone, PHONE_FORM_MESSAGES, phoneSearchDigits } from './phone';
import { tenantBodySchema } from './schemas/tenant';
import { onboardingProfileSchema, settingsProfileSchema, updateAgentSchema } from './schemas/agent';

describe('parsePhone', () => {
  it.each([
    ['04127000001', '58', '4127000001'],
    ['4127000001', '58', '4127000001'],
    ['+58 412 7000003', '58', '4127000003'],
    ['+584125551234', '58', '4125551234'],
    ['0412-700.0001', '58', '4127000001'],
    ['(0412) 555 12 34', '58', '4125551234'],
    ['0058 412 555 1234', '58', '4125551234'],
    ['+1 415 555 2671', '1', '4155552671'],
  ])('reads %s as +%s %s', (input, code, number) => {
    expect(parsePhone(input)).toEqual({ ok: true, phone: { code, number } });
  });

  it('a full international number wins over the selected code; a national one takes it', () => {
    expect(parsePhone('+584125551234', '1')).toEqual({ ok: true, phone: { code: '58', number: '4125551234' } });
    expect(parsePhone('415 555 2671', '1')).toEqual({ ok: true, phone: { code: '1', number: '4155552671' } });
    expect(parsePhone('04125551234', '+58')).toEqual({ ok: true, phone: { code: '58', number: '4125551234' } });
  });

  it('answers the spec’s Spanish messages', () => {
    expect(parsePhone('  ')).toEqual({ ok: false, error: 'Debe escribir un número de teléfono' });
    expect(parsePhone('0412abc1234')).toEqual({ ok: false, error: 'Debe escribir un número de teléfono válido' });
    expect(parsePhone('+58 12')).toEqual({ ok: false, error: 'Debe escribir un número de teléfono válido' });
    expect(parsePhone('0412 555')).toEqual({ ok: false, error: 'El teléfono debe contener mínimo 10 caracteres' });
    expect(parsePhone('041255512345678')).toEqual({ ok: false, error: 'El teléfono debe contener máximo 14 caracteres' });
  });
});

describe('the phone rule of each place (issue 14 item 4)', () => {
  it('speaks with the forms’ wording when given it (spec 1 §5 onboarding, spec 2 §5 customer)', () => {
    const rule = { messages: PHONE_FORM_MESSAGES };
    expect(parsePhone(' ', '58', rule)).toEqual({ ok: false, error: 'Debe ingresar un número de teléfono' });
    expect(parsePhone('0412 555', '58', rule)).toEqual({ ok: false, error: 'El número de teléfono debe tener al menos 10 dígitos' });
    expect(parsePhone('0412abc1234', '58', rule)).toEqual({ ok: false, error: 'Debe escribir un número de teléfono válido' });
    expect(parsePhone('041255512345678', '58', rule)).toEqual({ ok: false, error: 'El teléfono debe contener máximo 14 caracteres' });
  });

  it('refuses a foreign number where only Venezuela is offered', () => {
    expect(parsePhone('+1 415 555 2671', '58', { venezuelaOnly: true })).toEqual({ ok: false, error: 'Debe escribir un número de teléfono válido' });
    expect(parsePhone('+58 412 555 1234', '58', { venezuelaOnly: true }).ok).toBe(true);
  });

  it('counts a Venezuelan number’s national digits where the customer form asks for them', () => {
    const rule = { messages: PHONE_FORM_MESSAGES, fullVenezuelan: true };
    expect(parsePhone('0412555123', '58', rule)).toEqual({ ok: false, error: 'El número de teléfono debe tener al menos 10 dígitos' });
    expect(parsePhone('0412555123', '58').ok).toBe(true);
    expect(parsePhone('04125551234', '58', rule)).toEqual({ ok: true, phone: { code: '58', number: '4125551234' } });
  });

  it('reads a number written with its code in parentheses as international', () => {
    expect(parsePhone('(+58) 412 555 1234', '1')).toEqual({ ok: true, phone: { code: '58', number: '4125551234' } });
  });

  it('gives the onboarding and settings contact phone the forms’ messages, and sends its digits', () => {
    const onboarding = (v: string) => onboardingProfileSchema.safeParse({ countryState: '1', location: '2', contactPhoneNumber: v });
    const settingsPhone = (v: string) =>
      settingsProfileSchema.safeParse({ contactPhoneNumber: v }).error?.issues.find((i) => i.path[0] === 'contactPhoneNumber')?.message;
    expect(onboarding('0412-555.1234').data?.contactPhoneNumber).toBe('04125551234');
    expect(onboarding('+58 412 555 1234').data?.contactPhoneNumber).toBe('4125551234');
    expect(onboarding('').error?.issues[0]?.message).toBe('Debe ingresar un número de teléfono');
    expect(onboarding('+1 415 555 2671').error?.issues[0]?.message).toBe('Debe escribir un número de teléfono válido');
    expect(settingsPhone('')).toBeUndefined();
    expect(settingsPhone('12345')).toBe('El número de teléfono debe tener al menos 10 dígitos');
    expect(settingsPhone('0412abc1234')).toBe('Debe escribir un número de teléfono válido');
  });
});

describe('formatPhone', () => {
  it('writes Venezuelan numbers as +58 412-700-0001 and others in the international format', () => {
    expect(formatPhone('58', '4127000001')).toBe('+58 412-700-0001');
    expect(formatPhone('58', '2125551234')).toBe('+58 212-555-1234');
    expect(formatPhone('1', '4155552671')).toBe('+1 415 555 2671');
    expect(formatPhone('58', '')).toBe('');
  });
});

describe('phoneSearchDigits', () => {
  it('turns phone-like queries into the stored digits, and leaves other text alone', () => {
    expect(phoneSearchDigits('04127000001')).toBe('4127000001');
    expect(phoneSearchDigits('+58 412 7000003')).toBe('4127000003');
    expect(phoneSearchDigits('0412 555 1234')).toBe('4125551234');
    expect(phoneSearchDigits('0412-555')).toBe('412555');
    expect(phoneSearchDigits('+58 412')).toBe('58412');
    expect(phoneSearchDigits('maria')).toBeNull();
    expect(phoneSearchDigits('V-20111222')).toBeNull();
    expect(phoneSearchDigits('12')).toBeNull();
  });
});

const body = {
  firstName: 'José',
  lastName: 'Pérez',
  tenantType: 2,
  phoneCode: '58',
  phoneNumber: '',
  sex: 1,
};

describe('body schemas', () => {
  it('customer body stores a pasted full number as code and national number', () => {
    const out = tenantBodySchema.parse({ ...body, phoneNumber: '+584125551234' });
    expect([out.phoneCode, out.phoneNumber]).toEqual(['58', '4125551234']);
    const local = tenantBodySchema.parse({ ...body, phoneCode: '+58', phoneNumber: '0412-700.0001' });
    expect([local.phoneCode, local.phoneNumber]).toEqual(['58', '4127000001']);
  });

  it('customer body refuses a bad phone with the spec message', () => {
    const r = tenantBodySchema.safeParse({ ...body, phoneNumber: '12' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path[0] === 'phoneNumber')?.message).toBe('El teléfono debe contener mínimo 10 caracteres');
  });

  it('agent update splits a pasted number, and keeps the code when only a national number comes', () => {
    expect(updateAgentSchema.parse({ contactPhoneNumber: '+58 412 555 1234' })).toEqual({ codeContactPhoneNumber: '58', contactPhoneNumber: '4125551234' });
    expect(updateAgentSchema.parse({ contactPhoneNumber: '0412 555 1234' })).toEqual({ contactPhoneNumber: '4125551234' });
  });
});

describe('hostile input', () => {
  it('never throws on a code that is not a calling code', () => {
    expect(parsePhone('04125551234', 'f8ac7ab3-2776')).toEqual({ ok: true, phone: { code: 'f8ac7ab3-2776', number: '4125551234' } });
    expect(parsePhone('04125551234', '9999').ok).toBe(true);
    const r = tenantBodySchema.safeParse({ ...body, phoneCode: 'f8ac7ab3-2776-442c', phoneNumber: '04125551234' });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['El código de país no es válido']);
  });
});

describe('leading zeros', () => {
  it('are never kept, even on a number one digit short', () => {
    expect(parsePhone('0412123456')).toEqual({ ok: true, phone: { code: '58', number: '412123456' } });
  });
});
