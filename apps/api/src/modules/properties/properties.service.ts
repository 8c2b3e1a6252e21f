import { PropertyStatus } from '@vitrina/contract/enums/property';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { propertiesRepository } from './properties.repository';

export const propertyNotFound = () => new ApiError('PROPERTY_NOT_FOUND', 'La propiedad no existe', 404);
const stillPublishing = () =>
  new ApiError('PROPERTY_STATUS_CONFLICT', 'La propiedad aún se está publicando. Espera a que termine para cambiar su estado.', 409);

/** A listing's life after publishing: Published, Sold, Rented or Unpublished, set by its agent. */
export function propertiesService(deps: { db: Db }) {
  const repo = propertiesRepository(deps.db);
  return {
    async setStatus(agentId: string, propertyId: string, status: PropertyStatus) {
      const current = isUuid(propertyId) ? await repo.find(agentId, propertyId) : null;
      if (!current) throw propertyNotFound();
      // The publishing job still owns a Publishing listing and marks it Published when it ends.
      if (current.status === PropertyStatus.Publishing) throw stillPublishing();
      if (current.status !== status) await repo.setStatus(agentId, propertyId, status);
    },
  };
}
export type PropertiesService = ReturnType<typeof propertiesService>;
