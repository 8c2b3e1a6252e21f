import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

interface NewPasswordFieldProps extends UseFormRegisterReturn {
  /** What is typed, for the live checklist. */
  value: string;
  error?: string;
}

/** A new password (sign-up, password reset) with the checklist of the rules it still misses. */
export function NewPasswordField({ value, error, ...input }: NewPasswordFieldProps) {
  return (
    <>
      <PasswordField label="Contraseña" autoComplete="new-password" error={error} {...input} />
      <PasswordChecklist value={value} />
    </>
  );
}
