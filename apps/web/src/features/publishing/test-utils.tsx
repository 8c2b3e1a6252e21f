import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { routes } from '../../app/router';
import { saveAccessToken } from '../../lib/access-token';
import { mockApi, type ApiReply } from '../../test/api-mock';
import { makeAgent } from '../../test/fixtures';
import { makeDraft, makeFacebookPost, makeInstagramPost } from '../../test/property-draft-fixture';

export const id = 'd1';
export const page = `/properties/drafts/${id}/publishing`;
const posts = { instagramPost: makeInstagramPost(), facebookPost: makeFacebookPost() };
export const pendingDraft = makeDraft({ propertyDraftId: id, title: 'Casa en Chacao', ...posts });
export const publishingDraft = { ...pendingDraft, status: 2, postStatus: 4 };

type Reply = ApiReply | ApiReply[] | (() => ApiReply);

/** The publishing page in the whole app, under StrictMode, with the draft and publish answers. */
export function startPublishingPage(draft: Reply, publish: Reply = { data: publishingDraft }) {
  saveAccessToken('tok');
  const mock = mockApi({
    'GET /auth/agents': { data: makeAgent() },
    'GET /tasks-completed': { data: [] },
    'GET /property-drafts': { data: [] },
    [`GET /property-drafts/${id}`]: draft,
    [`PUT /property-drafts/${id}/publish`]: publish,
    // A draft sent back to the editor opens its first tool, whose catalogue the editor asks for at once.
    'GET /property-types': { data: [] },
  });
  const router = createMemoryRouter(routes, { initialEntries: [page] });
  render(
    <StrictMode>
      <Providers queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  const puts = () => mock.calls.filter((c) => c.method === 'PUT');
  return { ...mock, router, puts, user: userEvent.setup() };
}

/** A step of the list by its accessible name, '{label}: {state}'. */
export const findStep = (name: string) => screen.findByRole('listitem', { name });
