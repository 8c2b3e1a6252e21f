import { Alert } from '@mantine/core';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { SocialPostStatus } from '@vitrina/contract/enums/social-post';
import { formatDate } from '../../../../../lib/dates';
import { NETWORK_NAMES, postOf, type Network } from '../../../lib/social-values';

/** After a publication: the reason it failed, or that it went out. Nothing while Pending. */
export function PostStatusNote({ draft, network }: { draft: PropertyDraft; network: Network }) {
  const post = postOf(draft, network);
  const name = NETWORK_NAMES[network];
  if (!post) return null;
  if (post.status === SocialPostStatus.Failed) {
    const pageError = 'pages' in post ? post.pages.find((p) => p.errorMessage)?.errorMessage : null;
    return (
      <Alert color="red" title={`No se ha podido publicar en ${name}`} role="alert">
        {post.errorMessage ?? pageError ?? 'Vuelve a intentarlo más tarde.'}
      </Alert>
    );
  }
  if (post.status === SocialPostStatus.Published) {
    return (
      <Alert color="teal" title={`Publicado en ${name}`} role="status">
        {post.publishedAt ? `Esta publicación salió en ${name} el ${formatDate(post.publishedAt)}.` : `Esta publicación ya salió en ${name}.`}
      </Alert>
    );
  }
  return null;
}
