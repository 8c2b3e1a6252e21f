import { DraftStatus, PostStatus } from '@vitrina/contract/enums/property';
import { SocialPostStatus } from '@vitrina/contract/enums/social-post';

export { DraftStatus, PostStatus };

export interface PublishingLabel {
  label: string;
  tone: 'progress' | 'error' | 'done';
  detail?: string;
}

type Post = { status?: number } | null | undefined;

/** A network's step is behind it once its post is Published or Failed. */
const past = (post: Post) => post?.status === SocialPostStatus.Published || post?.status === SocialPostStatus.Failed;
const failed = (post: Post) => post?.status === SocialPostStatus.Failed;

function publishedDetail(instagramPost: Post, facebookPost: Post): string {
  const missing = [failed(instagramPost) && 'Instagram', failed(facebookPost) && 'Facebook'].filter(Boolean);
  if (missing.length === 0) return 'Propiedad publicada exitosamente';
  return `Propiedad publicada, pero no en ${missing.join(' ni en ')}`;
}

/**
 * The per-draft label of the 'Publicando propiedades' panel (spec 3, publishing progress page).
 * The posts' own statuses, when known, tell that a network's step ended even if it failed.
 */
export function publishingLabel(draft: {
  status: number;
  postStatus: number;
  instagramPost?: Post | unknown;
  facebookPost?: Post | unknown;
  publishError?: string | null;
}): PublishingLabel {
  const instagramPost = draft.instagramPost as Post;
  const facebookPost = draft.facebookPost as Post;
  if (draft.status === DraftStatus.Published || draft.postStatus === PostStatus.Published) {
    return { label: 'Publicada', tone: 'done', detail: publishedDetail(instagramPost, facebookPost) };
  }
  const onFacebook = facebookPost ? { label: 'Facebook', tone: 'progress' as const } : { label: 'Finalizando', tone: 'progress' as const };
  switch (draft.postStatus) {
    case PostStatus.Pending:
      return { label: 'Iniciando', tone: 'progress' };
    case PostStatus.Posting:
      return { label: 'Publicando', tone: 'progress' };
    case PostStatus.Failed:
      return { label: 'No se pudo publicar', tone: 'error', ...(draft.publishError ? { detail: draft.publishError } : {}) };
    case PostStatus.Posted:
      if (instagramPost && !past(instagramPost)) return { label: 'Instagram', tone: 'progress' };
      if (facebookPost && !past(facebookPost)) return onFacebook;
      return { label: 'Finalizando', tone: 'progress' };
    case PostStatus.InstagramPosted:
      return facebookPost && !past(facebookPost) ? onFacebook : { label: 'Finalizando', tone: 'progress' };
    default:
      return { label: 'Finalizando', tone: 'progress' };
  }
}
