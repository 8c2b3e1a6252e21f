/** Draft status and post status codes (spec 3 §3). */
export const DraftStatus = { Pending: 1, Publishing: 2, Published: 3 } as const;
export const PostStatus = { Pending: 1, Published: 2, Failed: 3, Posting: 4, Posted: 5, InstagramPosted: 6, FacebookPosted: 7 } as const;

export interface PublishingLabel {
  label: string;
  tone: 'progress' | 'error' | 'done';
  detail?: string;
}

/** The per-draft label of the 'Publicando propiedades' panel (spec 3, publishing progress page). */
export function publishingLabel(draft: {
  status: number;
  postStatus: number;
  instagramPost?: unknown;
  facebookPost?: unknown;
}): PublishingLabel {
  const hasInstagram = Boolean(draft.instagramPost);
  const hasFacebook = Boolean(draft.facebookPost);
  if (draft.status === DraftStatus.Published || draft.postStatus === PostStatus.Published) {
    return { label: 'Publicada', tone: 'done', detail: 'Propiedad publicada éxitosamente' };
  }
  switch (draft.postStatus) {
    case PostStatus.Pending:
      return { label: 'Iniciando', tone: 'progress' };
    case PostStatus.Posting:
      return { label: 'Publicando', tone: 'progress' };
    case PostStatus.Failed:
      return { label: 'No se pudo publicar', tone: 'error' };
    case PostStatus.Posted:
      if (hasInstagram) return { label: 'Instagram', tone: 'progress' };
      if (hasFacebook) return { label: 'Facebook', tone: 'progress' };
      return { label: 'Finalizando', tone: 'progress' };
    case PostStatus.InstagramPosted:
      return hasFacebook ? { label: 'Facebook', tone: 'progress' } : { label: 'Finalizando', tone: 'progress' };
    default:
      return { label: 'Finalizando', tone: 'progress' };
  }
}
