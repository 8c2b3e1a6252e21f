import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { describe, expect, it, vi } from 'vitest';
import { saveAccessToken } from '../../../../lib/access-token';
import { apiErrorReply, mockApi } from '../../../../test/api-mock';
import { makeAgent } from '../../../../test/fixtures';
import { makeDraft } from '../../../../test/property-draft-fixture';
import { renderApp } from '../../../../test/render-app';

// jsdom plays no video: the poster from the middle frame is checked by the property-editor journey.
vi.mock('../../lib/middle-frame', () => ({ middleFrame: vi.fn(async () => null) }));

const ID = '5f0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f61';
const video = { propertyVideoId: 'v1', url: '/files/recorrido.mp4', thumbnail: null, format: 'mp4' };

function open(draft: PropertyDraft, routes: Parameters<typeof mockApi>[0] = {}) {
  saveAccessToken('tok');
  const mock = mockApi({ 'GET /auth/agents': { data: makeAgent() }, [`GET /property-drafts/${ID}`]: { data: draft }, ...routes });
  renderApp(`/property-editor/${ID}/create?section=video`);
  return mock;
}

describe('Video tool', () => {
  it('refuses a file that is not MP4, WebM or QuickTime before anything is sent', async () => {
    open(makeDraft());
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Elegir video'), new File(['x'], 'clip.avi', { type: 'video/x-msvideo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El video debe ser MP4, WebM o QuickTime');
    expect(screen.queryByRole('button', { name: 'Guardar video' })).toBeNull();
  });

  it('shows the picked video (\'Sin guardar\'), sends it on "Guardar video" with a progress bar (\'Guardando…\') and says it is saved', async () => {
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { requests } = open(makeDraft(), {
      [`POST /property-drafts/${ID}/videos`]: async () => {
        await answered;
        return { status: 201, data: makeDraft({ video }) };
      },
    });
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Elegir video'), new File([new Uint8Array(3000)], 'recorrido.mp4', { type: 'video/mp4' }));
    expect(await screen.findByLabelText('Video elegido')).toBeInTheDocument();
    const mark = () => screen.getByRole('status', { name: /^Estado de los cambios/ });
    expect(mark()).toHaveTextContent('Sin guardar');
    await user.click(screen.getByRole('button', { name: 'Guardar video' }));
    expect(await screen.findByRole('progressbar', { name: 'Progreso del video' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(mark()).toHaveTextContent('Guardando…');
    answer();
    expect(await screen.findByText('Video guardado correctamente.', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(mark()).toHaveTextContent('Guardado');
    expect(screen.queryByRole('progressbar', { name: 'Progreso del video' })).toBeNull();
    expect(requests(`POST /property-drafts/${ID}/videos`)).toHaveLength(1);
  });

  it('deletes the saved video only after the agent confirms, and says so', async () => {
    const { requests } = open(makeDraft({ video }), { [`DELETE /property-drafts/${ID}/videos`]: { data: makeDraft() } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar video' });
    expect(within(dialog).getByText('¿Seguro que quieres eliminar el video de la propiedad?')).toBeInTheDocument();
    expect(requests(`DELETE /property-drafts/${ID}/videos`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Video eliminado correctamente.')).toBeInTheDocument();
    expect(requests(`DELETE /property-drafts/${ID}/videos`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Sube un video de la propiedad')).toBeInTheDocument();
  });

  it('keeps the video and says so when the delete fails', async () => {
    open(makeDraft({ video }), { [`DELETE /property-drafts/${ID}/videos`]: apiErrorReply(500, 'SERVER_ERROR') });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar video' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Eliminar video' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Algo no ha salido como se esperaba. Por favor, vuelve a intentarlo.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Eliminar video' })).toBeInTheDocument();
  });
});
