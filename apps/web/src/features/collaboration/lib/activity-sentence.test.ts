import { describe, expect, it } from 'vitest';
import { activityAction, activityAgent, activityWhen } from './activity-sentence';

describe("the listing timeline's sentences", () => {
  it('says what each recorded call did', () => {
    const said = (action: string, area: 'details' | 'location' | 'media' | 'social-media' | 'owner') => activityAction({ action, area });
    expect(said('setDraftLocation', 'location')).toBe('cambió la dirección');
    expect(said('updatePropertyDraft', 'details')).toBe('cambió los datos de la propiedad');
    expect(said('addDraftImage', 'media')).toBe('subió imágenes');
    expect(said('setDraftVideo', 'media')).toBe('subió el video');
    expect(said('saveDraftInstagramPost', 'social-media')).toBe('guardó la publicación de Instagram');
    expect(said('createDraftInvitation', 'owner')).toBe('invitó a un agente');
    expect(said('removeDraftCollaborator', 'owner')).toBe('quitó el acceso a un agente');
    expect(said('publishPropertyDraft', 'owner')).toBe('publicó la propiedad');
    expect(said('setPropertyStatus', 'owner')).toBe('cambió el estado de la propiedad');
  });

  it('falls back to the area for a call it does not know', () => {
    expect(activityAction({ action: 'somethingNew', area: 'details' })).toBe('modificó Detalles');
    expect(activityAction({ action: 'somethingNew', area: 'location' })).toBe('modificó Ubicación');
    expect(activityAction({ action: 'somethingNew', area: 'media' })).toBe('modificó Multimedia');
    expect(activityAction({ action: 'somethingNew', area: 'social-media' })).toBe('modificó Redes sociales');
    expect(activityAction({ action: 'somethingNew', area: 'owner' })).toBe('hizo un cambio en la propiedad');
    // An inherited name of a plain object is not a sentence.
    expect(activityAction({ action: 'toString', area: 'media' })).toBe('modificó Multimedia');
  });

  it("names the agent, or 'Un agente' once the account is gone", () => {
    expect(activityAgent({ agent: { id: 'a2', name: 'Ana Pérez' } })).toBe('Ana Pérez');
    expect(activityAgent({ agent: null })).toBe('Un agente');
  });

  it('dates in Caracas time, DD/MM/YYYY HH:mm', () => {
    // 02:30 UTC on 1 March is 22:30 on 28 February in Caracas (UTC-4).
    expect(activityWhen({ createdAt: '2026-03-01T02:30:00.000Z' })).toBe('28/02/2026 22:30');
    expect(activityWhen({ createdAt: '2026-11-25T12:05:00.000Z' })).toBe('25/11/2026 08:05');
  });
});
