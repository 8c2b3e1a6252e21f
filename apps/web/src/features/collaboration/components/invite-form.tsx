import { Alert, Button, Loader, Stack, TextInput } from '@mantine/core';
import { formatScope } from '@vitrina/contract/enums/collaboration';
import type { InvitationCreated } from '@vitrina/contract/schemas/collaboration';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useCreateInvitation } from '../api/collaboration';
import { errorMessage } from '../lib/error-message';
import { AccessFields, type AccessValue } from './access-fields';

// The link, its copy button and share targets load once a link is created.
const InviteLink = lazy(() => import('./invite-link').then((m) => ({ default: m.InviteLink })));

interface FieldErrors {
  emailAddress?: string;
  access?: string;
  form?: string;
}

/** Creates an invitation link (and e-mails it when an address is given), then shows it to share. */
export function InviteForm({ propertyDraftId }: { propertyDraftId: string }) {
  const create = useCreateInvitation(propertyDraftId);
  const [access, setAccess] = useState<AccessValue>({ permission: 'write', scopes: ['details', 'location', 'media', 'social-media'] });
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [created, setCreated] = useState<(InvitationCreated & { sentTo: string | null }) | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server checks the address and answers its message under the field.
    const emailAddress = email.trim() || null;
    setErrors({});
    try {
      const result = await create.mutateAsync({
        emailAddress,
        permission: access.permission,
        scope: access.permission === 'write' ? formatScope(access.scopes) : null,
      });
      setCreated({ ...result, sentTo: emailAddress });
    } catch (error) {
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      const next: FieldErrors = { emailAddress: fields.emailAddress, access: fields.scope ?? fields.permission };
      if (!next.emailAddress && !next.access) next.form = errorMessage(error);
      setErrors(next);
    }
  };

  if (created) {
    return (
      <Suspense fallback={<Loader size="sm" aria-label="Cargando enlace" />}>
        <InviteLink
          url={created.url}
          expiresAt={created.expiresAt}
          sentTo={created.sentTo}
          onAnother={() => {
            setCreated(null);
            setEmail('');
          }}
        />
      </Suspense>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <AccessFields value={access} onChange={setAccess} error={errors.access} disabled={create.isPending} />
        <TextInput
          label="Correo electrónico (opcional)"
          description="Le enviaremos el enlace por correo. Sin correo, compártelo tú."
          placeholder="agente@correo.com"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.emailAddress}
          disabled={create.isPending}
        />
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <Button type="submit" loading={create.isPending}>
          Crear enlace de invitación
        </Button>
      </Stack>
    </form>
  );
}
