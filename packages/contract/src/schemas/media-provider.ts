import { z } from 'zod';
import { text } from './common';
import { MediaProviderType } from '../enums/media-provider';

export { MediaProviderType };

/** A connection is 'connected', or 'reconnect' once the provider has rejected its token (error 190). */
export type ConnectionStatus = 'connected' | 'reconnect';

/** A provider's `type` on the wire: one of MediaProviderType. */
const providerType = z
  .literal([MediaProviderType.GoogleCalendar, MediaProviderType.Instagram, MediaProviderType.Facebook])
  .describe('1 Google Calendar, 2 Instagram, 3 Facebook');

/** `GET media-providers`: a network the agent can connect. */
export const mediaProviderSchema = z.object({
  mediaProviderId: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  type: providerType,
  permissions: z.array(z.string()),
  /** Whether this installation has the provider's app credentials (can offer 'Conectar'). */
  configured: z.boolean().describe('Whether this installation has the app credentials to connect it'),
});
export type MediaProvider = z.infer<typeof mediaProviderSchema>;

/** `GET media-providers/agents`: a connected account. Tokens never leave the server. */
export const mediaProviderAgentSchema = z.object({
  mediaProviderAgentId: z.string(),
  mediaProviderId: z.number().int(),
  type: providerType,
  agentId: z.string(),
  /** The account's name on the network (Instagram username, Facebook name). */
  username: z.string().nullable().describe('Instagram username or Facebook name'),
  status: z.enum(['connected', 'reconnect']).describe("'reconnect' once the network refused the stored token"),
  mediaProvider: z.object({ mediaProviderId: z.number().int(), name: z.string(), imageUrl: z.string(), type: providerType }),
  createdAt: z.string(),
});
export type MediaProviderAgent = z.infer<typeof mediaProviderAgentSchema>;

/** `GET media-providers/facebook/pages`. `facebookPageId` is Facebook's page id. */
export const facebookPageSchema = z.object({
  facebookPageId: z.string().describe("Facebook's page id"),
  name: z.string(),
  pictureUrl: z.string().nullable(),
});
export type FacebookPage = z.infer<typeof facebookPageSchema>;

/** `GET media-providers/instagram/url`. */
export const instagramAuthorizeUrlSchema = z.object({
  redirectTo: z.string().describe("Instagram's authorize address, with a signed state valid 10 minutes"),
});
export type InstagramAuthorizeUrl = z.infer<typeof instagramAuthorizeUrlSchema>;

/** `DELETE media-providers/agents/{mediaProviderAgentId}`. */
export const connectionIdParams = z.object({
  mediaProviderAgentId: z.string().max(100).describe('mediaProviderAgentId of one of your connections'),
});

/** Meta's data-deletion callback and the public status of a deletion (spec: Meta platform terms). */
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

const requiredText = (message: string) =>
  text(message).trim().min(1, { error: message, abort: true }).max(4096, message);

/** `POST media-providers/agents/instagram`: the code and state Instagram sent to the callback. */
export const instagramConnectSchema = z.strictObject({
  authorizationCode: requiredText('El código de autorización es requerido'),
  state: requiredText('El estado de la autorización es requerido'),
});

/** `POST media-providers/agents/facebook`: the user token the Facebook SDK gave the browser. */
export const facebookConnectSchema = z.strictObject({
  shortToken: requiredText('El token de Facebook es requerido'),
});

/** Where an authorization callback returns (`from`), spec 3 §2. */
export type ConnectOrigin = 'account' | 'property-editor' | 'onboarding';
