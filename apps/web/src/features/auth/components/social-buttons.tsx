import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandFacebookFilled } from '../../../components/icons';
import { useSocialAuth, type SocialMode } from '../hooks/use-social-auth';
import { GoogleLogo } from './google-logo';

interface SocialButtonsProps {
  mode: SocialMode;
  onError: (message: string | null) => void;
  disabled?: boolean;
}

/** 'Continuar con Google' / 'Continuar con Facebook', each only when configured, then an 'o' divider. */
export function SocialButtons({ mode, onError, disabled }: SocialButtonsProps) {
  const { start, pending, googleEnabled, facebookEnabled } = useSocialAuth(mode, onError);
  if (!googleEnabled && !facebookEnabled) return null;

  return (
    <Stack gap="sm">
      {googleEnabled && (
        <Button
          variant="default"
          size="md"
          leftSection={<GoogleLogo />}
          loading={pending === 'google'}
          disabled={disabled || (pending !== null && pending !== 'google')}
          onClick={() => void start('google')}
        >
          Continuar con Google
        </Button>
      )}
      {facebookEnabled && (
        <Button
          size="md"
          color="#166FE5"
          leftSection={<IconBrandFacebookFilled size={20} aria-hidden />}
          loading={pending === 'facebook'}
          disabled={disabled || (pending !== null && pending !== 'facebook')}
          onClick={() => void start('facebook')}
        >
          Continuar con Facebook
        </Button>
      )}
      <Divider label="o" labelPosition="center" my="xs" />
    </Stack>
  );
}
