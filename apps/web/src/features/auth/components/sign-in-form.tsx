import { Anchor, Button, Group, Stack } from '@mantine/core';
import type { SignInInput } from '@vitrina/contract/schemas/auth';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { withContinueUrl } from '../../../lib/continue-url';
import { NavLink } from '../../../lib/navigation';
import { useSignIn } from '../api/sign-in';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { signInErrorMessage } from '../messages';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';

type Field = 'emailAddress' | 'password';
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['emailAddress', 'password'];

// The schema (and zod) load on first focus or submit, keeping the sign-in page light; the form
// itself is two fields, so it goes without a form library (issue 15: /login's weight).
let schema: Promise<typeof import('@vitrina/contract/schemas/auth').signInSchema> | null = null;
function loadSchema() {
  schema ??= import('@vitrina/contract/schemas/auth')
    .then((m) => m.signInSchema)
    .catch((error: unknown) => {
      schema = null;
      throw error;
    });
  return schema;
}
const preloadSchema = () => void loadSchema().catch(() => undefined);

/** The schema's verdict on the typed values: the parsed input, or the first message of each field. */
async function validate(values: Record<Field, string>): Promise<{ data: SignInInput } | { errors: FieldErrors }> {
  const result = (await loadSchema()).safeParse(values);
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    if (FIELDS.includes(field)) errors[field] ??= issue.message;
  }
  return { errors };
}

interface SignInFormProps {
  continueUrl: string | null;
  onError: (message: string | null) => void;
  error: string | null;
}

/**
 * E-mail and password sign-in; on success the session starts and the guard moves on. Fields are
 * checked on submit (the first wrong one gets the focus), then again as each is changed.
 */
export function SignInForm({ continueUrl, onError, error }: SignInFormProps) {
  const signIn = useSignIn();
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const attempted = useRef(false);
  // The latest check of each field (and of the submit) has the last word over slower ones.
  const checks = useRef<Record<Field | 'submit', number>>({ emailAddress: 0, password: 0, submit: 0 });
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const values = () => ({ emailAddress: inputs.current.emailAddress?.value ?? '', password: inputs.current.password?.value ?? '' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    attempted.current = true;
    const check = ++checks.current.submit;
    const checked = await validate(values());
    if (check !== checks.current.submit) return;
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = FIELDS.find((f) => checked.errors[f]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setErrors({});
    onError(null);
    setSubmitted(true);
    try {
      await signIn.mutateAsync(checked.data);
    } catch (err) {
      setSubmitted(false);
      const fromServer: FieldErrors = {};
      const applied = applyServerFieldErrors<SignInInput>(err, (name, { message }) => (fromServer[name as Field] = message), FIELDS);
      if (applied) setErrors(fromServer);
      else onError(signInErrorMessage(err));
    }
  };

  const onFieldChange = async (field: Field, event: ChangeEvent<HTMLInputElement>) => {
    if (!attempted.current) return;
    const typed = { ...values(), [field]: event.target.value };
    const check = ++checks.current[field];
    const checked = await validate(typed);
    if (check !== checks.current[field]) return;
    const message = 'errors' in checked ? checked.errors[field] : undefined;
    setErrors((current) => ({ ...current, [field]: message }));
  };

  return (
    // The error banner goes as soon as the agent types again (it was about what they had typed).
    <form onSubmit={onSubmit} onFocus={preloadSchema} onChange={() => error && onError(null)} noValidate>
      <Stack gap="md">
        <FormAlert message={error} />
        <EmailField
          name="emailAddress"
          defaultValue=""
          error={errors.emailAddress}
          ref={(el) => {
            inputs.current.emailAddress = el;
          }}
          onChange={(event) => void onFieldChange('emailAddress', event)}
        />
        <PasswordField
          label="Contraseña"
          name="password"
          defaultValue=""
          error={errors.password}
          ref={(el) => {
            inputs.current.password = el;
          }}
          onChange={(event) => void onFieldChange('password', event)}
        />
        <Group justify="flex-end">
          <Anchor component={NavLink} to={withContinueUrl(paths.passwordReset, continueUrl)} size="sm">
            ¿Olvidaste tu contraseña?
          </Anchor>
        </Group>
        <Button type="submit" size="md" loading={signIn.isPending || submitted}>
          Iniciar sesión
        </Button>
      </Stack>
    </form>
  );
}
