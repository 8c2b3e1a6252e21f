import '@mantine/core/styles/Flex.css';
import { Button, Flex, Stack } from '@mantine/core';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { useMemo, useState } from 'react';
import { useFacebookPagesQuery } from '../../../api/social-accounts';
import { useSocialPost } from '../../../hooks/use-social-post';
import { NETWORKS, postOf, type Network } from '../../../lib/social-post';
import { CaptionField } from './caption-field';
import { DeletePostDialog } from './delete-post-dialog';
import { FacebookPages } from './facebook-pages';
import { ImagePicker } from './image-picker';

/** The post of one network: images in order, caption with emojis, Facebook pages; save or drop it. */
export function SocialPostForm({ draft, network }: { draft: PropertyDraft; network: Network }) {
  const pages = useFacebookPagesQuery(network === 'facebook');
  const knownPages = useMemo(() => pages.data?.map((p) => p.facebookPageId) ?? null, [pages.data]);
  const form = useSocialPost(draft, network, knownPages);
  const [deleting, setDeleting] = useState(false);
  const post = postOf(draft, network);

  return (
    <>
      <form
        noValidate
        aria-label={`Publicación de ${NETWORKS[network].name}`}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <Stack gap="lg">
          <ImagePicker
            images={draft.media}
            network={network}
            value={form.values.imagesUrls}
            onChange={(value) => form.change('imagesUrls', value)}
            error={form.errors.imagesUrls}
          />
          <CaptionField value={form.values.caption} onChange={(value) => form.change('caption', value)} error={form.errors.caption} />
          {network === 'facebook' && (
            <FacebookPages value={form.values.pagesIds} onChange={(value) => form.change('pagesIds', value)} error={form.errors.pagesIds} />
          )}
          {/* Phones: full-width buttons, saving first; wider screens: one row. */}
          <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify={post ? 'space-between' : 'flex-end'} align={{ base: 'stretch', xs: 'center' }} gap="sm">
            {post && (
              <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
                No quiero publicar
              </Button>
            )}
            <Button type="submit" loading={form.saving}>
              Guardar publicación
            </Button>
          </Flex>
        </Stack>
      </form>
      <DeletePostDialog
        propertyDraftId={draft.propertyDraftId}
        network={network}
        opened={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={form.reset}
      />
    </>
  );
}
