import { notifications } from '@mantine/notifications';
import type { MediaProvider, MediaProviderAgent } from '@vitrina/contract/schemas/media-provider';
import { makeImage } from '../../../../../test/property-draft-fixture';
import type { SocialSlots } from '../../../lib/social-slots';
import { renderEditor as renderWithEditor } from '../../../editor-test-utils';

// Test helpers of the social tools: the editor on its own, providers and connections, images with uuids.

export { DRAFT_ID, editorPath } from '../../../editor-test-utils';

/** The editor at a path, with the given connection prompt; navigation to other paths shows 'Otra página'. */
export function renderEditor(path: string, social?: SocialSlots) {
  return renderWithEditor(path, { social });
}

export function resetSocialState() {
  window.localStorage.clear();
  notifications.clean();
}

/** Image ids are uuids, as the server gives them and the contract's schema wants them. */
export const imageId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

export function makeImages(count: number) {
  return Array.from({ length: count }, (_, i) => ({ ...makeImage(i), propertyImageId: imageId(i) }));
}

export function makeProvider(type: 2 | 3): MediaProvider {
  const name = type === 2 ? 'Instagram' : 'Facebook';
  return { mediaProviderId: type, name, imageUrl: `/${name}.svg`, type, permissions: [], configured: true };
}

export function makeConnection(type: 2 | 3, status: 'connected' | 'reconnect' = 'connected'): MediaProviderAgent {
  const provider = makeProvider(type);
  return {
    mediaProviderAgentId: `connection-${type}`,
    mediaProviderId: type,
    type,
    agentId: '7b0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f60',
    username: 'maria.inmuebles',
    status,
    mediaProvider: { mediaProviderId: type, name: provider.name, imageUrl: provider.imageUrl, type },
    createdAt: '2030-03-01T15:00:00.000Z',
  };
}

/** Both providers exist; `connected` are those of the agent. */
export function accountRoutes(connected: MediaProviderAgent[]) {
  return {
    'GET /media-providers': { data: [makeProvider(2), makeProvider(3)] },
    'GET /media-providers/agents': { data: connected },
  };
}
