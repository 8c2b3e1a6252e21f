import { Alert } from '@mantine/core';

/** A form's message after a save: green for a success, red for an error. */
export interface Banner {
  kind: 'success' | 'error';
  message: string;
}

interface FormBannerProps {
  banner: Banner | null;
  /** The role of a success message: 'status' (announced politely) unless the place announces both as alerts. */
  successRole?: 'status' | 'alert';
}

/** The banner above a form: an error is an alert, a success a status message. */
export function FormBanner({ banner, successRole = 'status' }: FormBannerProps) {
  if (!banner) return null;
  return (
    <Alert color={banner.kind === 'success' ? 'teal' : 'red'} variant="light" role={banner.kind === 'error' ? 'alert' : successRole}>
      {banner.message}
    </Alert>
  );
}
