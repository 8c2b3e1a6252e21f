/**
 * Every route of the server, written once. `routes` holds the patterns exactly as Fastify declares
 * them (`:name` parameters, `*` for the rest of the path); `paths` builds a concrete path from
 * one, each parameter percent-encoded: `paths.tenant(id)` → '/rest/v1/tenants/<id>'.
 * The API lives under API_PREFIX; the others are the public pages, files and downloads.
 * Note the spec's spelling 'enviroment' in the wire paths: it stays.
 */
import { API_PREFIX } from './api-prefix';

export { API_PREFIX };

const api = <P extends string>(path: P) => `${API_PREFIX}${path}` as const;

export const routes = {
  // Health and documentation (no API key)
  health: api('/health'),
  healthReady: api('/health/ready'),
  docs: api('/docs'),

  // Sign-in, sign-up and the session (POST signs in, GET reads the signed-in agent)
  session: api('/auth/agents'),
  socialSession: api('/auth/agents/providers/:provider'),
  logout: api('/auth/agents/logout'),
  passwordReset: api('/auth/agents/password-reset'),
  agents: api('/agents'),
  socialSignUp: api('/agents/providers/:provider'),
  agentAvatar: api('/agents/avatar'),
  agentTasks: api('/agents/tasks'),
  tasksCompleted: api('/tasks-completed'),

  // Catalogues
  countryStates: api('/country-states'),
  countryLocations: api('/country-locations'),
  propertyTypes: api('/property-types'),
  propertyEnvironments: api('/property-enviroments'),
  propertyDetailCategories: api('/property-details/categories'),
  propertyDetailTypes: api('/property-details/types'),
  nearbyPlaceTypes: api('/nearby-place-types'),
  taskTypes: api('/tasks-types'),

  // Social networks
  mediaProviders: api('/media-providers'),
  mediaProviderAgents: api('/media-providers/agents'),
  mediaProviderAgent: api('/media-providers/agents/:mediaProviderAgentId'),
  instagramConnection: api('/media-providers/agents/instagram'),
  facebookConnection: api('/media-providers/agents/facebook'),
  instagramAuthorizeUrl: api('/media-providers/instagram/url'),
  facebookPages: api('/media-providers/facebook/pages'),
  facebookDataDeletion: api('/media-providers/facebook/data-deletion'),
  instagramDataDeletion: api('/media-providers/instagram/data-deletion'),
  dataDeletionStatus: api('/media-providers/data-deletion/:code'),

  // Customers
  tenants: api('/tenants'),
  tenantBySlug: api('/tenants/slug/:slug'),
  tenantByEmail: api('/tenants/email/:email'),
  tenantByPhone: api('/tenants/phone-number/:number'),
  tenant: api('/tenants/:tenantId'),
  tenantAvatar: api('/tenants/:tenantId/avatar'),
  tenantAgents: api('/tenants/:tenantId/agents'),
  tenantActivities: api('/tenants/:tenantId/activities'),
  tenantDisabled: api('/tenants/:tenantId/disabled'),
  tenantEnabled: api('/tenants/:tenantId/enabled'),

  // A customer's search profile, matching listings and the listings linked to them (issue 12)
  tenantSearchProfile: api('/tenants/:tenantId/search-profile'),
  tenantMatches: api('/tenants/:tenantId/matches'),
  tenantInterests: api('/tenants/:tenantId/interests'),
  tenantInterest: api('/tenants/:tenantId/interests/:propertyDraftId'),
  draftMatches: api('/property-drafts/:id/matches'),
  matchAlerts: api('/match-alerts'),
  matchAlert: api('/match-alerts/:alertId'),

  // Tasks
  tenantTasks: api('/tenants/:tenantId/tasks'),
  task: api('/tenants/:tenantId/tasks/:taskId'),
  taskCompleted: api('/tenants/:tenantId/tasks/:taskId/completed'),
  taskInProgress: api('/tenants/:tenantId/tasks/:taskId/in-progress'),
  taskCanceled: api('/tenants/:tenantId/tasks/:taskId/canceled'),
  taskAttachments: api('/tenants/:tenantId/tasks/:taskId/attachments'),
  taskAttachment: api('/tenants/:tenantId/tasks/:taskId/attachments/:attachmentId'),

  // Visits on the agent's calendar (issue 12)
  events: api('/events'),
  event: api('/events/:eventId'),

  // Notes on a customer (issue 12)
  tenantNotes: api('/tenants/:tenantId/notes'),
  tenantNote: api('/tenants/:tenantId/notes/:noteId'),

  // Property drafts and their media
  propertyDrafts: api('/property-drafts'),
  propertyDraft: api('/property-drafts/:id'),
  draftEnvironment: api('/property-drafts/:id/enviroments/:enviromentId'),
  draftDetails: api('/property-drafts/:id/details'),
  draftDetail: api('/property-drafts/:id/details/:detailType'),
  draftLocation: api('/property-drafts/:id/location'),
  draftImages: api('/property-drafts/:id/images'),
  draftImageOrder: api('/property-drafts/:id/images/order'),
  draftImage: api('/property-drafts/:id/images/:imageId'),
  draftThumbnail: api('/property-drafts/:id/thumbnail'),
  draftVideos: api('/property-drafts/:id/videos'),
  draftVideoThumbnail: api('/property-drafts/:id/videos/thumbnail'),
  draftNearbyPlaces: api('/property-drafts/:id/nearby-places'),
  draftNearbyPlace: api('/property-drafts/:id/nearby-places/:placeId'),
  draftInstagram: api('/property-drafts/:id/instagram'),
  draftFacebook: api('/property-drafts/:id/facebook'),
  draftPublish: api('/property-drafts/:id/publish'),

  // Working together on a listing (issue 11)
  draftInvitations: api('/property-drafts/:id/invitations'),
  draftCollaborators: api('/property-drafts/:id/collaborators'),
  draftCollaborator: api('/property-drafts/:id/collaborators/:agentId'),
  draftActivity: api('/property-drafts/:id/activity'),
  invitation: api('/invitations/:invitationId'),
  invitationAccept: api('/invitations/accept'),

  // Published properties, geocoding, leads
  properties: api('/properties'),
  property: api('/properties/:id'),
  propertyStatus: api('/properties/:propertyId/status'),
  geocodingSearch: api('/geocoding/search'),
  geocodingReverse: api('/geocoding/reverse'),
  publicLeads: api('/public/properties/:slug/leads'),

  // Outside the API: public pages, stored files, signed downloads, the web app's settings
  publicPage: '/p/:slug',
  publicPageImage: '/p/:slug/og.jpg',
  publicPageAsset: '/p/assets/:file',
  downloads: '/downloads/:id/:name',
  socialImage: '/social-images/:name',
  files: '/files/*',
  runtimeConfig: '/runtime-config.js',
} as const;

export type RouteName = keyof typeof routes;

/** The parameter names of a pattern, in order: '/a/:x/b/:y' → ['x', 'y']; '/files/*' → ['*']. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : P extends `${string}*`
      ? ['*']
      : [];

/** One string argument per parameter. */
type Strings<T extends unknown[]> = { [K in keyof T]: string };
type PathArgs<P extends string> = Strings<ParamNames<P>>;

/**
 * Fills a pattern's parameters in order. Each one is percent-encoded; the `*` rest keeps its
 * slashes (a stored file's key) and encodes each segment.
 */
export function fillPath(pattern: string, args: readonly string[]): string {
  let i = 0;
  return pattern
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return encodeURIComponent(args[i++] ?? '');
      if (segment === '*') return (args[i++] ?? '').split('/').map(encodeURIComponent).join('/');
      return segment;
    })
    .join('/');
}

type Builders = { [N in RouteName]: (...args: PathArgs<(typeof routes)[N]>) => string };

/** Builders of concrete paths, one per route: `paths.task(tenantId, taskId)`. */
export const paths = Object.fromEntries(
  Object.entries(routes).map(([name, pattern]) => [name, (...args: string[]) => fillPath(pattern, args)]),
) as unknown as Builders;
