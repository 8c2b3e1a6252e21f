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
    expect(publishingLabel({ status: 3, postStatus: 2 })).toEqual({
      label: 'Publicada',
      tone: 'done',
      detail: 'Propiedad publicada éxitosamente',
    });
  });
});
