import { z } from 'zod';
import { text } from './common';

/** MediaProvider type (spec 3 §3). */
export const MediaProviderType = { GoogleCalendar: 1, Instagram: 2, Facebook: 3 } as const;
export type MediaProviderType = (typeof MediaProviderType)[keyof typeof MediaProviderType];

/** A connection is 'connected', or 'reconnect' once the provider has rejected its token (error 190). */
export type ConnectionStatus = 'connected' | 'reconnect';

export interface MediaProvider {
  mediaProviderId: number;
  name: string;
  imageUrl: string;
  type: MediaProviderType;
  permissions: string[];
  /** Whether this installation has the provider's app credentials (can offer 'Conectar'). */
  configured: boolean;
}

/** `GET media-providers/agents`: a connected account. Tokens never leave the server. */
export interface MediaProviderAgent {
  mediaProviderAgentId: string;
  mediaProviderId: number;
  type: MediaProviderType;
  agentId: string;
  /** The account's name on the network (Instagram username, Facebook name). */
  username: string | null;
  status: ConnectionStatus;
  mediaProvider: { mediaProviderId: number; name: string; imageUrl: string; type: MediaProviderType };
  createdAt: string;
}

/** `GET media-providers/facebook/pages`. `facebookPageId` is Facebook's page id. */
export interface FacebookPage {
  facebookPageId: string;
  name: string;
  pictureUrl: string | null;
}

/** `GET media-providers/instagram/url`. */
export interface InstagramAuthorizeUrl {
  redirectTo: string;
}

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
