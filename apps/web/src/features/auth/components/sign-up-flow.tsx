import { Anchor, Stack, Text, Title } from '@mantine/core';
import { ErrorType } from '@vitrina/contract/errors';
import { capitalizeName, type SignUpStepOneInput } from '@vitrina/contract/schemas/auth';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { withContinueUrl } from '../../../lib/continue-url';
import { getCaptchaToken } from '../../../lib/recaptcha';
import { checkSignUpEmail, useSignUp } from '../api/sign-up';
import { clearSignUpDraft, loadSignUpDraft } from '../lib/sign-up-draft';
import { authMessages, signUpErrorMessage } from '../messages';
import { SignUpStepOne } from './sign-up-step-one';
import { SignUpStepTwo } from './sign-up-step-two';
import { SocialButtons } from './social-buttons';


/** Captcha token when configured: undefined when not configured, null when it failed. */
async function captchaToken(): Promise<string | null | undefined> {
  const result = await getCaptchaToken('submit_form');
  return result.configured ? result.token : undefined;
}

/** Sign-up in two steps: the e-mail check (is it free?), then the password creates the agent. */
export function SignUpFlow({ continueUrl }: { continueUrl: string | null }) {
  const signUp = useSignUp();
  const [step, setStep] = useState<1 | 2>(1);
  // What was typed survives leaving the page and coming back (sessionStorage, never the password).
  const [draft, setDraft] = useState<SignUpStepOneInput>(loadSignUpDraft);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const bodyOf = (values: SignUpStepOneInput) => ({
    firstName: capitalizeName(values.firstName),
    emailAddress: values.emailAddress.trim().toLowerCase(),
    acceptEmails: values.acceptEmails,
  });

  const send = async (values: SignUpStepOneInput, password: string) => {
    const recaptchaToken = await captchaToken();
    if (recaptchaToken === null) throw new Error('captcha');
    return signUp.mutateAsync({ ...bodyOf(values), password, ...(recaptchaToken ? { recaptchaToken } : {}) });
  };

  const submitStepOne = async (values: SignUpStepOneInput): Promise<unknown> => {
    setError(null);
    setBusy(true);
    try {
      if (await checkSignUpEmail(bodyOf(values))) {
        setDraft(values);
        setStep(2);
      } else {
        setError(authMessages.emailInUse);
      }
      return null;
    } catch (err) {
      if (!isApiError(err, ErrorType.VALIDATION_ERROR)) setError(signUpErrorMessage(err));
      return err;
    } finally {
      setBusy(false);
    }
  };

  const submitStepTwo = async (password: string) => {
    setError(null);
    setBusy(true);
    try {
      await send(draft, password);
      clearSignUpDraft();
      // The session has started: the guard takes the agent on.
    } catch (err) {
      setBusy(false);
      const fields = isApiError(err, ErrorType.VALIDATION_ERROR) ? err.fields : undefined;
      setError(fields ? (Object.values(fields)[0] ?? authMessages.generic) : signUpErrorMessage(err));
    }
  };

  if (step === 2) {
    return (
      <SignUpStepTwo
        emailAddress={draft.emailAddress}
        error={error}
        pending={busy}
        onBack={() => {
          setError(null);
          setStep(1);
        }}
        onSubmit={submitStepTwo}
      />
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          Crea tu cuenta
        </Title>
        <Text c="dimmed" mt={4}>
          Empieza a publicar tus propiedades en minutos.
        </Text>
      </div>
      <SocialButtons mode="signup" onError={setError} />
      <SignUpStepOne defaultValues={draft} error={error} pending={busy} onSubmit={submitStepOne} />
      <Text ta="center" size="sm">
        ¿Ya tienes una cuenta?{' '}
        <Anchor component={Link} to={withContinueUrl(paths.login, continueUrl)} fw={600}>
          Inicia sesión
        </Anchor>
      </Text>
    </Stack>
  );
}
