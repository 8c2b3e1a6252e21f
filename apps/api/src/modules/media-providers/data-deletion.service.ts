import { randomBytes } from 'node:crypto';
import { MediaProviderType } from '@vitrina/contract/schemas/media-provider';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { appError } from '../../lib/errors';
import { dataDeletionRepository } from './data-deletion.repository';
import { verifySignedRequest } from './signed-request';

export type Network = 'facebook' | 'instagram';
const TYPES: Record<Network, number> = { facebook: MediaProviderType.Facebook, instagram: MediaProviderType.Instagram };
const INVALID = 'La solicitud firmada no es válida';
const CODE = /^[0-9a-f]{24}$/;

/** Meta's data-deletion callbacks and the public status of each request. */
export function dataDeletionService(deps: { db: Db; config: Config }) {
  const { config } = deps;
  const repo = dataDeletionRepository(deps.db);
  const secretOf = (network: Network) => (network === 'facebook' ? config.facebook.appSecret : config.instagram.appSecret);

  return {
    /** Checks the signature with that network's app secret, then deletes the user's connections. */
    async handle(network: Network, signedRequest: string): Promise<{ url: string; confirmationCode: string }> {
      const secret = secretOf(network);
      if (!secret) throw appError('PROVIDER_NOT_CONFIGURED');
      const userId = verifySignedRequest(signedRequest, secret);
      if (!userId) throw appError('VALIDATION_ERROR', INVALID, { signed_request: INVALID });
      const confirmationCode = randomBytes(12).toString('hex');
      await repo.deleteUserData(TYPES[network], userId, confirmationCode);
      return { url: `${config.publicBaseUrl}/${network}/data-delete?code=${confirmationCode}`, confirmationCode };
    },

    async status(code: string) {
      const row = CODE.test(code) ? await repo.findRequest(code) : null;
      if (!row) throw appError('NOT_FOUND', 'La solicitud de eliminación no existe');
      return {
        confirmationCode: row.confirmationCode,
        network: row.providerType === MediaProviderType.Facebook ? ('facebook' as const) : ('instagram' as const),
        createdAt: row.createdAt.toISOString(),
        status: 'completed' as const,
      };
    },
  };
}
export type DataDeletionService = ReturnType<typeof dataDeletionService>;
