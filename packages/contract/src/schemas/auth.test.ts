import { describe, expect, it } from 'vitest';
import {
  capitalizeName,
  passwordChecks,
  passwordMeetsChecklist,
  passwordResetFormSchema,
  signInSchema,
  signUpSchema,
  signUpStepOneSchema,
} from './auth';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries([...(result.error?.issues ?? [])].reverse().map((i) => [i.path.join('.'), i.message]));
}

describe('e-mail', () => {
  it.each([
    ['', 'Debe escribir su correo electrónico'],
    ['   ', 'Debe escribir su correo electrónico'],
    ['ana', 'Debe escribir un correo electrónico válido'],
    ['ana@example', 'Debe escribir un correo electrónico válido'],
    ['ana @example.com', 'Debe escribir un correo electrónico válido'],
  ])('%j → %s', (emailAddress, message) => {
    expect(messages(signInSchema.safeParse({ emailAddress, password: 'Secreto1' })).emailAddress).toBe(message);
  });

  it('is trimmed and lowercased', () => {
    expect(signInSchema.parse({ emailAddress: '  Ana@Example.COM ', password: 'secreto' }).emailAddress).toBe('ana@example.com');
  });

  it('missing or of the wrong type answers the required message', () => {
    expect(messages(signInSchema.safeParse({ password: 'secreto' })).emailAddress).toBe('Debe escribir su correo electrónico');
    expect(messages(signInSchema.safeParse({ emailAddress: 5, password: 'secreto' })).emailAddress).toBe(
      'Debe escribir su correo electrónico',
    );
  });
});

describe('sign-in password', () => {
  it('is required and at least 6 characters', () => {
    expect(messages(signInSchema.safeParse({ emailAddress: 'a@b.co', password: '' })).password).toBe('Debe escribir su contraseña');
    expect(messages(signInSchema.safeParse({ emailAddress: 'a@b.co', password: '12345' })).password).toBe(
      'La contraseña debe tener al menos 6 caracteres',
    );
    expect(signInSchema.safeParse({ emailAddress: 'a@b.co', password: '123456' }).success).toBe(true);
  });
});

describe('sign-up first name', () => {
  const parse = (firstName: unknown) => messages(signUpStepOneSchema.safeParse({ firstName, emailAddress: 'a@b.co', acceptEmails: false })).firstName;
  it.each([
    ['', 'Debe escribir su nombre'],
    ['Al', 'El nombre debe tener al menos 3 caracteres'],
    ['a'.repeat(51), 'El nombre no debe tener más de 50 caracteres'],
    ['Ana3', 'El nombre solo puede contener letras'],
    ['Ana!', 'El nombre solo puede contener letras'],
  ])('%j → %s', (value, message) => expect(parse(value)).toBe(message));

  it.each(['Ñandú', "D'Ángelo", 'María José', 'Ana-Luisa', 'Güiria'])('accepts %j', (value) => expect(parse(value)).toBeUndefined());

  it('is capitalised on submit', () => {
    expect(capitalizeName('  maría JOSÉ ')).toBe('María José');
    expect(capitalizeName('ana  luisa pérez-rodríguez')).toBe('Ana Luisa Pérez-Rodríguez');
    expect(capitalizeName("d'ángelo")).toBe("D'Ángelo");
    expect(capitalizeName('ñandú')).toBe('Ñandú');
  });
});

describe('sign-up password checklist', () => {
  it.each([
    ['', { uppercase: false, digitOrSymbol: false, length: false }],
    ['abcdef', { uppercase: false, digitOrSymbol: false, length: true }],
    ['Abcdef', { uppercase: true, digitOrSymbol: false, length: true }],
    ['Abc!', { uppercase: true, digitOrSymbol: true, length: false }],
    ['Abcde1', { uppercase: true, digitOrSymbol: true, length: true }],
    ['Abcde&', { uppercase: true, digitOrSymbol: true, length: true }],
  ])('%j', (value, expected) => {
    expect(Object.fromEntries(passwordChecks.map((c) => [c.id, c.test(value)]))).toEqual(expected);
    expect(passwordMeetsChecklist(value)).toBe(Object.values(expected).every(Boolean));
  });

  it('is required on the final step and must meet the checklist', () => {
    const base = { firstName: 'Ana', emailAddress: 'a@b.co', acceptEmails: false };
    expect(messages(signUpSchema.safeParse({ ...base, password: '' })).password).toBe('Debe crear una contraseña');
    expect(messages(signUpSchema.safeParse({ ...base, password: 'abcdef' })).password).toBe('La contraseña no cumple con los requisitos');
    expect(signUpSchema.safeParse({ ...base, password: 'Abcde1' }).success).toBe(true);
    expect(signUpSchema.safeParse(base).success).toBe(true);
  });
});

describe('password reset form', () => {
  it('requires both fields, at least 6 characters and equal values', () => {
    expect(messages(passwordResetFormSchema.safeParse({ password: '', confirmPassword: '' }))).toEqual({
      password: 'Debe crear una contraseña',
      confirmPassword: 'Debe confirmar la contraseña',
    });
    expect(messages(passwordResetFormSchema.safeParse({ password: '123', confirmPassword: '123' })).password).toBe(
      'La contraseña debe tener al menos 6 caracteres',
    );
    expect(messages(passwordResetFormSchema.safeParse({ password: 'Abc123', confirmPassword: 'Abc124' }))).toEqual({
      confirmPassword: 'Las contraseñas no coinciden',
    });
  });

  it('applies the sign-up checklist to the new password', () => {
    for (const weak of ['abcdef', '123456', 'ABCDEF']) {
      expect(messages(passwordResetFormSchema.safeParse({ password: weak, confirmPassword: weak })).password).toBe(
        'La contraseña no cumple con los requisitos',
      );
    }
    expect(passwordResetFormSchema.safeParse({ password: 'Abcdef1', confirmPassword: 'Abcdef1' }).success).toBe(true);
  });
});
