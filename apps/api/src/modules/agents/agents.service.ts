import type { z } from 'zod';
import type { Agent, updateAgentSchema } from '@vitrina/contract/schemas/agent';
import type { Db } from '../../db/client';
import { readAgentView } from '../../lib/agent-view';
import { appError } from '../../lib/errors';
import { newFileKey } from '../../lib/files';
import { cleanImage } from '../../lib/images';
import { MilestoneType, recordMilestone } from '../../lib/milestones';
import type { Storage } from '../../plugins/storage/storage';
import { agentsRepository, type AgentChanges } from './agents.repository';

type UpdateAgent = z.output<typeof updateAgentSchema>;

export function agentsService(deps: { db: Db; storage: Storage; baseUrl: string }) {
  const repo = agentsRepository(deps.db);
  const view = async (agentId: string): Promise<Agent> => {
    const agent = await readAgentView(deps.db, agentId, deps.baseUrl);
    if (!agent) throw appError('ACCESS_TOKEN_INVALID');
    return agent;
  };

  return {
    view,

    /** Applies any subset of the profile fields; the milestone 1 is recorded once the profile is complete. */
    async update(agentId: string, input: UpdateAgent): Promise<Agent> {
      const current = await repo.findAgent(agentId);
      if (!current) throw appError('ACCESS_TOKEN_INVALID');
      const changes: AgentChanges = {};
      if (input.firstName !== undefined) changes.firstName = input.firstName;
      if (input.lastName !== undefined) changes.lastName = input.lastName;
      if (input.sex !== undefined) changes.sex = input.sex;
      if (input.birthDate !== undefined) changes.birthDate = input.birthDate;
      if (input.description !== undefined) changes.description = input.description || null;
      if (input.codeContactPhoneNumber !== undefined) changes.phoneCode = input.codeContactPhoneNumber;
      if (input.contactPhoneNumber !== undefined) {
        changes.phoneNumber = input.contactPhoneNumber.replace(/^0+/, '');
        changes.phoneCode ??= current.phoneCode ?? '58';
      }

      const stateChanged = input.countryState !== undefined && input.countryState !== current.countryStateId;
      if (input.countryState !== undefined) changes.countryStateId = input.countryState;
      if (stateChanged && input.location === undefined) {
        // A new state without a locality clears the old locality and its coordinates.
        Object.assign(changes, { countryLocationId: null, latitude: null, longitude: null });
      }
      if (input.location !== undefined) {
        const location = await repo.findLocation(input.location);
        const stateId = input.countryState ?? current.countryStateId;
        if (!location) throw appError('VALIDATION_ERROR', undefined, { location: 'Debe seleccionar una localidad' });
        if (location.countryStateId !== stateId) {
          throw appError('VALIDATION_ERROR', undefined, { location: 'La localidad no pertenece al estado seleccionado' });
        }
        changes.countryLocationId = location.id;
        changes.latitude = input.latitude ?? location.latitude;
        changes.longitude = input.longitude ?? location.longitude;
      } else {
        if (input.latitude !== undefined) changes.latitude = input.latitude;
        if (input.longitude !== undefined) changes.longitude = input.longitude;
      }

      const next = { ...current, ...changes };
      const complete = Boolean(next.countryStateId && next.countryLocationId && next.phoneNumber);
      await repo.update(agentId, changes, async (tx) => {
        if (complete) await recordMilestone(tx, agentId, MilestoneType.ProfileUpdated);
      });
      return view(agentId);
    },

    /**
     * Cleans the image, stores it, then points the agent at it. If the database write fails the
     * new file is removed; the old file is removed only after the new one is committed.
     */
    async replaceAvatar(agentId: string, upload: Buffer): Promise<Agent> {
      const current = await repo.findAgent(agentId);
      if (!current) throw appError('ACCESS_TOKEN_INVALID');
      const image = await cleanImage(upload);
      const key = newFileKey(`avatars/${agentId}`, image.ext);
      await deps.storage.put(key, image.buffer, image.contentType);
      try {
        await repo.update(agentId, { avatarKey: key }, (tx) => recordMilestone(tx, agentId, MilestoneType.ProfilePictureAdded));
      } catch (err) {
        await deps.storage.delete(key).catch(() => undefined);
        throw err;
      }
      if (current.avatarKey) await deps.storage.delete(current.avatarKey).catch(() => undefined);
      return view(agentId);
    },

    listMilestones: (agentId: string, limit: number, offset: number) => repo.listMilestones(agentId, limit, offset),
  };
}

export type AgentsService = ReturnType<typeof agentsService>;
