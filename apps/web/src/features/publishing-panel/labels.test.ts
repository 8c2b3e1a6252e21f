import { describe, expect, it } from 'vitest';
import { publishingLabel } from './labels';

describe('publishing panel labels', () => {
  it('follows the post status', () => {
    expect(publishingLabel({ status: 2, postStatus: 1 }).label).toBe('Iniciando');
    expect(publishingLabel({ status: 2, postStatus: 4 }).label).toBe('Publicando');
    expect(publishingLabel({ status: 2, postStatus: 3 }).label).toBe('No se pudo publicar');
    expect(publishingLabel({ status: 2, postStatus: 5, instagramPost: {} }).label).toBe('Instagram');
    expect(publishingLabel({ status: 2, postStatus: 5, facebookPost: {} }).label).toBe('Facebook');
    expect(publishingLabel({ status: 2, postStatus: 6, facebookPost: {} }).label).toBe('Facebook');
    expect(publishingLabel({ status: 2, postStatus: 6 }).label).toBe('Finalizando');
    expect(publishingLabel({ status: 2, postStatus: 5 }).label).toBe('Finalizando');
    expect(publishingLabel({ status: 2, postStatus: 7 }).label).toBe('Finalizando');
    expect(publishingLabel({ status: 3, postStatus: 2 })).toEqual({
      label: 'Publicada',
      tone: 'done',
      detail: 'Propiedad publicada exitosamente',
    });
  });

  it('moves past a network whose post already ended, even when it failed', () => {
    const igFailed = { status: 2, postStatus: 5, instagramPost: { status: 3 }, facebookPost: { status: 1 } };
    expect(publishingLabel(igFailed).label).toBe('Facebook');
    expect(publishingLabel({ ...igFailed, facebookPost: { status: 2 } }).label).toBe('Finalizando');
    expect(publishingLabel({ status: 2, postStatus: 6, instagramPost: { status: 2 }, facebookPost: { status: 3 } }).label).toBe('Finalizando');
  });

  it('says which network a publication missed, and why a publication failed', () => {
    expect(publishingLabel({ status: 3, postStatus: 7, instagramPost: { status: 3 }, facebookPost: { status: 2 } }).detail).toBe(
      'Propiedad publicada, pero no en Instagram',
    );
    expect(publishingLabel({ status: 3, postStatus: 5, instagramPost: { status: 3 }, facebookPost: { status: 3 } }).detail).toBe(
      'Propiedad publicada, pero no en Instagram ni en Facebook',
    );
    expect(publishingLabel({ status: 1, postStatus: 3, publishError: 'Sin dirección' })).toEqual({
      label: 'No se pudo publicar',
      tone: 'error',
      detail: 'Sin dirección',
    });
  });
});
