import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { withContinueUrl } from '../../../lib/continue-url';
import { notifySuccess } from '../../../lib/notify';
import { useRequestPasswordReset, useResetPassword } from '../api/password-reset';
import { useCountdown } from '../hooks/use-countdown';
import { authMessages, isDeadResetLink, resetPasswordErrorMessage, resetRequestErrorMessage } from '../messages';
import { PasswordResetEmail } from './password-reset-email';
import { PasswordResetPassword } from './password-reset-password';
import { PasswordResetSent } from './password-reset-sent';

export const RESEND_SECONDS = 60;

interface PasswordResetFlowProps {
  /** The reset token of the e-mailed link (query parameter authorization). */
  token: string | null;
  continueUrl: string | null;
}

function SentScreen(props: { emailAddress: string; loginPath: string }) {
  const request = useRequestPasswordReset();
  const countdown = useCountdown(RESEND_SECONDS);
  const [error, setError] = useState<string | null>(null);

  const resend = () => {
    setError(null);
    request.mutate(props.emailAddress, {
      onSuccess: () => {
        notifySuccess(authMessages.resetSent);
        countdown.restart();
      },
      onError: (err) => setError(resetRequestErrorMessage(err)),
    });
  };

  return (
    <PasswordResetSent
      {...props}
      remaining={countdown.remaining}
      error={error}
      pending={request.isPending}
      onResend={resend}
    />
  );
}

/** The three screens of spec 1 §2.5: 'email', 'email-send' and, with a token, 'password'. */
export function PasswordResetFlow({ token, continueUrl }: PasswordResetFlowProps) {
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const reset = useResetPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deadLink, setDeadLink] = useState(false);
  const loginPath = withContinueUrl(paths.login, continueUrl);

  if (token) {
    const submit = (password: string) => {
      setError(null);
      reset.mutate(
        { password, token },
        {
          onSuccess: () => navigate(`${paths.login}?from=password-reset`, { replace: true }),
          onError: (err) => {
            setError(resetPasswordErrorMessage(err));
            setDeadLink(isDeadResetLink(err));
          },
        },
      );
    };
    // A used or expired link offers to ask for a new one (the e-mail screen of this page).
    const requestNew = deadLink
      ? {
          to: withContinueUrl(paths.passwordReset, continueUrl),
          onClick: () => {
            setError(null);
            setDeadLink(false);
          },
        }
      : null;
    return <PasswordResetPassword error={error} pending={reset.isPending} onSubmit={submit} requestNew={requestNew} />;
  }

  if (sentTo) return <SentScreen emailAddress={sentTo} loginPath={loginPath} />;

  const send = (emailAddress: string) => {
    setError(null);
    request.mutate(emailAddress, {
      onSuccess: () => setSentTo(emailAddress),
      onError: (err) => setError(resetRequestErrorMessage(err)),
    });
  };
  return <PasswordResetEmail loginPath={loginPath} error={error} pending={request.isPending} onSubmit={send} />;
}
