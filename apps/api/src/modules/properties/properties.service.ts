import { PropertyStatus } from '@vitrina/contract/enums/property';
import type { Db } from '../../db/client';
import { appError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { propertiesRepository } from './properties.repository';

export const propertyNotFound = () => appError('PROPERTY_NOT_FOUND');
const stillPublishing = () =>
  appError('PROPERTY_STATUS_CONFLICT');

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
