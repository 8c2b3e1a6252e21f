import { z } from 'zod';

/** Answer shapes of the media-providers routes, for the OpenAPI document and as a last guard on output. */

export { envelope, errorEnvelope } from '@vitrina/contract/schemas/envelope';

const providerType = z.number().int().describe('1 Google Calendar, 2 Instagram, 3 Facebook');

export const mediaProviderSchema = z.object({
  mediaProviderId: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  type: providerType,
  permissions: z.array(z.string()),
  configured: z.boolean().describe('Whether this installation has the app credentials to connect it'),
});

export const mediaProviderAgentSchema = z.object({
  mediaProviderAgentId: z.string(),
  mediaProviderId: z.number().int(),
  type: providerType,
  agentId: z.string(),
  username: z.string().nullable().describe('Instagram username or Facebook name'),
  status: z.enum(['connected', 'reconnect']).describe("'reconnect' once the network refused the stored token"),
  mediaProvider: z.object({ mediaProviderId: z.number().int(), name: z.string(), imageUrl: z.string(), type: providerType }),
  createdAt: z.string(),
});

export const facebookPageSchema = z.object({
  facebookPageId: z.string().describe("Facebook's page id"),
  name: z.string(),
  pictureUrl: z.string().nullable(),
});

export const authorizeUrlSchema = z.object({
  redirectTo: z.string().describe("Instagram's authorize address, with a signed state valid 10 minutes"),
});

export const connectionIdParams = z.object({
  mediaProviderAgentId: z.string().max(100).describe('mediaProviderAgentId of one of your connections'),
});

export const signedRequestBody = z
  .object({
    signed_request: z
      .string({ error: 'La solicitud firmada es requerida' })
      .min(1, 'La solicitud firmada es requerida')
      .max(8192, 'La solicitud firmada no es válida')
      .describe('base64url(HMAC-SHA256 signature) "." base64url(JSON { algorithm: "HMAC-SHA256", user_id, issued_at })'),
  })
  .describe("Meta's data-deletion callback, form-encoded (application/x-www-form-urlencoded) or JSON");

const deletionAnswer = z.object({
  url: z.string().describe('Public page where the person checks the deletion'),
  confirmation_code: z.string(),
});
export const dataDeletionAnswer = deletionAnswer.extend({ data: deletionAnswer, metadata: z.object({}) });

export const deletionCodeParams = z.object({ code: z.string().max(200) });

export const deletionStatusSchema = z.object({
  confirmationCode: z.string(),
  network: z.enum(['instagram', 'facebook']),
  createdAt: z.string(),
  status: z.literal('completed'),
});
