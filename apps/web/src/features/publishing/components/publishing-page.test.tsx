import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHub } from '../../../test/fake-socket';
import { agentMessage, resetHub, serverSends, stepMessage } from '../../../test/hub-fixtures';
import { makeInstagramPost } from '../../../test/property-draft-fixture';
import { findStep as step, id, pendingDraft, publishingDraft, startPublishingPage as start } from '../test-utils';

describe('publishing page: start and steps', () => {
  afterEach(resetHub);

  it('starts a Pending draft once the group is joined, once, and follows the messages', async () => {
    const { puts } = start({ data: pendingDraft });
    expect(await step('Iniciando publicación: completado')).toHaveAttribute('data-state', 'completed');
    expect(puts()).toHaveLength(1);
    expect(fakeHub.last.joins()).toContain(`PROPERTY_DRAFT_PUBLISHING_${id}`);
    expect(fakeHub.last.options).toMatchObject({ path: '/hub', transports: ['websocket', 'polling'] });
    expect(document.title).toBe('Publicando propiedad - Vitrina Agentes');
    expect(await step('Publicando propiedad: en curso')).toHaveAttribute('aria-current', 'step');

    await serverSends(stepMessage(id, { step: 1, postStatus: 5 }));
    expect(await step('Publicando propiedad: completado')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Publicando en Instagram: en curso' })).toBeInTheDocument();

    await serverSends(stepMessage(id, { step: 2, postStatus: 5, instagramStatus: 3, errorMessage: 'La sesión de Instagram venció' }));
    const instagram = await step('Publicando en Instagram: error');
    expect(instagram).toHaveTextContent('No se ha podido publicar en Instagram');
    expect(instagram).toHaveAccessibleDescription(/La sesión de Instagram venció/);
    expect(screen.getByRole('listitem', { name: 'Publicando en Facebook: en curso' })).toBeInTheDocument();

    await serverSends(stepMessage(id, { step: 3, postStatus: 7, facebookStatus: 2 }));
    expect(await step('Finalizando publicación: en curso')).toBeInTheDocument();

    await serverSends(stepMessage(id, { step: 4, status: 3, postStatus: 7, slug: 'casa-en-chacao', propertyId: 'p1' }));
    const result = await screen.findByRole('status', { name: 'Resultado de la publicación' });
    expect(result).toHaveTextContent('Tu propiedad ha sido publicada exitosamente');
    expect(result).toHaveTextContent('No se ha podido publicar en Instagram');
    expect(within(result).getByRole('link', { name: 'Ver publicación' })).toHaveAttribute('href', '/properties/view/casa-en-chacao/p1');
    expect(within(result).getByRole('link', { name: 'Volver a mis borradores' })).toHaveAttribute('href', '/properties/drafts');
    expect(puts()).toHaveLength(1);
    // The shell and the page both listen to the agent group: one toast.
    await serverSends(agentMessage(id, { postStatus: 7, instagramStatus: 3, facebookStatus: 2 }));
    expect(await screen.findAllByText('Tu propiedad ha sido publicada, pero no se ha podido publicar en Instagram')).toHaveLength(1);
  });

  it('waits for the real-time channel before starting', async () => {
    fakeHub.autoConnect = false;
    const { puts } = start({ data: pendingDraft });
    expect(await step('Iniciando publicación: en curso')).toBeInTheDocument();
    await waitFor(() => expect(fakeHub.sockets).toHaveLength(1));
    expect(puts()).toHaveLength(0);
    fakeHub.last.serverConnect();
    expect(await step('Iniciando publicación: completado')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
  });

  it('shows a draft already Publishing without starting it again', async () => {
    const { puts } = start({ data: { ...publishingDraft, postStatus: 6, instagramPost: makeInstagramPost({ status: 2 }) } });
    expect(await step('Publicando en Instagram: completado')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Publicando en Facebook: en curso' })).toBeInTheDocument();
    await waitFor(() => expect(fakeHub.last.joins()).toContain(`PROPERTY_DRAFT_PUBLISHING_${id}`));
    expect(puts()).toHaveLength(0);
  });

  it('reads the draft again after a reconnection and shows the steps it missed', async () => {
    const { calls } = start([{ data: publishingDraft }, { data: publishingDraft }, { data: { ...publishingDraft, postStatus: 5 } }]);
    await step('Publicando propiedad: en curso');
    await waitFor(() => expect(calls.filter((c) => c.path === `/property-drafts/${id}`).length).toBeGreaterThanOrEqual(2));
    fakeHub.last.serverDisconnect();
    fakeHub.last.serverConnect();
    expect(await step('Publicando propiedad: completado')).toBeInTheDocument();
    expect(fakeHub.last.joins().filter((g) => g === `PROPERTY_DRAFT_PUBLISHING_${id}`)).toHaveLength(2);
  });

  it('shows why the property could not be published', async () => {
    start({ data: pendingDraft });
    await step('Iniciando publicación: completado');
    await serverSends(stepMessage(id, { step: 1, status: 1, postStatus: 3, errorMessage: 'No se pudo guardar la propiedad' }));
    const property = await step('Publicando propiedad: error');
    expect(property).toHaveTextContent('No se pudo guardar la propiedad');
    expect(screen.getByRole('alert')).toHaveTextContent('No se ha podido publicar la propiedad');
    expect(screen.getByRole('listitem', { name: 'Publicando en Instagram: pendiente' })).toBeInTheDocument();
  });

});
