import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../app/query-client';
import { theme } from '../../app/theme';
import { Toasts } from '../../components/toasts';
import { saveAccessToken } from '../../lib/access-token';
import { EditorPage } from './components/editor-page';
import type { MapSlots } from './lib/map-slots';
import type { SocialSlots } from './lib/social-slots';

// The property editor on its own in a test: signed in, its providers, the maps and social prompt the test gives.

export const DRAFT_ID = '5f0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f61';
export const editorPath = (section: string) => `/property-editor/${DRAFT_ID}/create?section=${section}`;

const noMaps: MapSlots = { LocationPicker: () => null, StaticMap: () => null };

/** The editor at a path; navigation to other paths shows 'Otra página'. Queries are not retried. */
export function renderEditor(path: string, options: { maps?: MapSlots; social?: SocialSlots; agentName?: string } = {}) {
  saveAccessToken('tok');
  const router = createMemoryRouter(
    [
      {
        path: '/property-editor/:id/create',
        element: <EditorPage propertyDraftId={DRAFT_ID} maps={options.maps ?? noMaps} agentName={options.agentName ?? 'María Pérez'} social={options.social} />,
      },
      { path: '*', element: <p>Otra página</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const utils = render(
    <MantineProvider theme={theme}>
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...utils, router, queryClient, user: userEvent.setup() };
}
