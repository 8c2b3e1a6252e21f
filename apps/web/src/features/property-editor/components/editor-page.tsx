import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
// The dark scheme's CSS variables (written at build time, scripts/theme-variables.ts): the editor
// is the only dark screen, so the other pages go without them.
import 'virtual:theme-dark-variables.css';
import { DraftStatus } from '@vitrina/contract/enums/property';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { useState, type ReactNode } from 'react';
import { useDarkScheme } from '../../../lib/dark-scheme';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update';
import { LoadError } from '../../../components/load-error/load-error';
import { isApiError } from '../../../lib/api-client';
import { useDraftQuery } from '../api/draft';
import { SaveTrackerProvider, useSaveTracker } from '../hooks/use-save-tracker';
import { useSocialCopiesWarning } from '../hooks/use-social-copies-warning';
import { completion, sectionFrom, type Section } from '../lib/completion';
import { canEditSection, isOwner } from '../lib/section-access';
import type { MapSlots } from '../lib/map-slots';
import type { ActivitySlots } from '../lib/activity-slots';
import type { DraftSlots } from '../lib/draft-slots';
import type { SocialSlots } from '../lib/social-slots';
import { EditorLayout } from './editor-layout';
import { EditorMenu } from './editor-menu';
import { ExitDialog, UnsavedDialog } from './exit-dialog';
import { LockedNote } from './locked-note';
import { PublishDialog } from './publish-dialog';
import { ToolFrame } from './tool-frame';
import { DraftPreview } from './preview/draft-preview';
import { PostStatusNote } from './tools/social/post-status-note';
import { useImageQueue } from './tools/images/use-image-queue';
import {
  DetailsTool,
  EnvironmentsTool,
  ImagesTool,
  LocationTool,
  NearbyPlacesTool,
  PropertyTool,
  SocialTool,
  useOpeningTool,
  usePreloadNext,
  VideoTool,
} from './tools/tool-loaders';
import { paths } from '../../../config/paths';

interface EditorPageProps {
  propertyDraftId: string;
  maps: MapSlots;
  agentName: string;
  /** The connection prompt of the social tools (media-providers feature). */
  social?: SocialSlots;
  /** The delete dialog (property-drafts feature); without it the editor offers no delete. */
  drafts?: DraftSlots;
  /** The listing's timeline (collaboration feature); without it the menu has no 'Actividad'. */
  activity?: ActivitySlots;
}

/** /property-editor/{id}/create: the guided editor of a draft and its preview. */
export function EditorPage({ propertyDraftId, maps, agentName, social, drafts, activity }: EditorPageProps) {
  useDarkScheme();
  useOpeningTool();
  const query = useDraftQuery(propertyDraftId);
  const navigate = useNavigate();

  if (query.isPending) {
    return (
      <Center pos="fixed" inset={0} bg="dark.8" aria-busy="true">
        <Loader aria-label="Cargando borrador" />
      </Center>
    );
  }
  // A draft already on screen stays when a later read fails (access revoked while editing): what
  // was typed is not lost; the tool says why its save was refused.
  if (query.isError && !query.data) {
    const missing = isApiError(query.error, 'PROPERTY_DRAFT_NOT_FOUND');
    return (
      <Center pos="fixed" inset={0} bg="dark.8">
        {missing ? (
          <Stack align="center" gap="sm">
            <Text>No hemos encontrado este borrador.</Text>
            <Button variant="light" onClick={() => navigate(paths.propertyDrafts)}>
              Ir a mis borradores
            </Button>
          </Stack>
        ) : (
          <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />
        )}
      </Center>
    );
  }
  return (
    <SaveTrackerProvider onForbidden={() => void query.refetch()}>
      <Editor draft={query.data} maps={maps} agentName={agentName} social={social} drafts={drafts} activity={activity} />
    </SaveTrackerProvider>
  );
}

function Editor({ draft, maps, agentName, social, drafts, activity }: Omit<EditorPageProps, 'propertyDraftId'> & { draft: PropertyDraft }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const updateParams = useSearchParamsUpdate();
  const section = sectionFrom(params.get('section'));
  const mode = params.get('mode') === 'preview' ? 'preview' : 'edit';
  const [menuOpened, setMenuOpened] = useState(false);
  const [exitOpened, setExitOpened] = useState(false);
  const [deleteOpened, setDeleteOpened] = useState(false);
  // 'Actividad' opens over the open tool, which stays mounted: what was typed is still there on closing.
  const [activityOpened, setActivityOpened] = useState(false);
  // Only the owner publishes, deletes and invites (issue 11).
  const owner = isOwner(draft.access);
  const [publishOpened, setPublishOpened] = useState(owner && params.get('validation_error') === 'true');
  // A published listing keeps its content editable (its public page shows each save at once);
  // its Instagram and Facebook posts went out and are not changed from here.
  const pending = draft.status === DraftStatus.Pending;
  const published = draft.status === DraftStatus.Published;
  const socialSection = section === 'instagram' || section === 'facebook';
  const editable = pending || (published && !socialSection);
  const publication = published && draft.property ? paths.propertyView(draft.property.slug, draft.property.propertyId) : null;
  const exitTo = publication ?? paths.propertyDrafts;
  useSocialCopiesWarning(draft);
  usePreloadNext(section);
  const { flushAll, stateOf } = useSaveTracker();
  // Photo uploads go on while another tool is open; the editor keeps count of them.
  const photos = useImageQueue(draft.propertyDraftId);
  const [unsaved, setUnsaved] = useState<{ labels: string[]; leave: () => void } | null>(null);

  /**
   * Before the open tool goes away (another tool, preview, 'Salir del editor'), save what it
   * holds; when that is invalid or fails, ask. `leaveUnsaved` is what 'Salir sin guardar' does.
   */
  const leaveTool = async (leave: () => void, leaveUnsaved: () => void = leave) => {
    const labels = await flushAll();
    if (labels.length === 0) leave();
    else setUnsaved({ labels, leave: leaveUnsaved });
  };

  const update = (changes: Record<string, string | null>) =>
    updateParams((next) => {
      next.delete('validation_error');
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
    });

  const select = (next: Section) => {
    setMenuOpened(false);
    if (next === section) return;
    void leaveTool(() => update({ section: next }));
  };

  let tool: ReactNode;
  switch (section) {
    case 'basic_details':
      tool = <PropertyTool draft={draft} onSaved={() => select('enviroments')} />;
      break;
    case 'enviroments':
      tool = <EnvironmentsTool draft={draft} />;
      break;
    case 'details':
    case 'services':
    case 'rules':
      tool = <DetailsTool key={section} draft={draft} mode={section} />;
      break;
    case 'location':
      tool = <LocationTool draft={draft} LocationPicker={maps.LocationPicker} />;
      break;
    case 'nearby_places':
      tool = <NearbyPlacesTool draft={draft} LocationPicker={maps.LocationPicker} />;
      break;
    case 'images':
      tool = <ImagesTool draft={draft} />;
      break;
    case 'video':
      tool = <VideoTool draft={draft} />;
      break;
    case 'instagram':
    case 'facebook':
      tool = <SocialTool key={section} draft={draft} network={section} social={social} onUploadImages={() => select('images')} />;
      break;
  }

  return (
    <>
      <EditorLayout
        title={draft.title ?? 'Nueva propiedad'}
        mode={mode}
        onMode={(next) => void leaveTool(() => update({ mode: next === 'preview' ? 'preview' : null }))}
        onPublish={pending && owner ? () => void flushAll().then(() => setPublishOpened(true)) : null}
        onExit={() => void leaveTool(() => setExitOpened(true), () => navigate(exitTo))}
        menu={
          <EditorMenu
            active={section}
            done={completion(draft)}
            locked={(item) => !canEditSection(draft.access, item)}
            unsaved={(item) => stateOf(item) === 'unsaved'}
            onSelect={select}
            onInvite={
              owner
                ? () => {
                    setMenuOpened(false);
                    void leaveTool(() => navigate(paths.invite(draft.propertyDraftId), { state: { returnTo: `${location.pathname}${location.search}` } }));
                  }
                : undefined
            }
            onActivity={
              activity
                ? () => {
                    setMenuOpened(false);
                    setActivityOpened(true);
                  }
                : undefined
            }
            onDelete={
              pending && owner && drafts
                ? () => {
                    setMenuOpened(false);
                    setDeleteOpened(true);
                  }
                : undefined
            }
          />
        }
        menuOpened={menuOpened}
        onMenu={setMenuOpened}
      >
        {mode === 'preview' ? (
          <DraftPreview draft={draft} agentName={agentName} StaticMap={maps.StaticMap} />
        ) : !editable ? (
          <Stack gap="lg">
            {socialSection && <PostStatusNote draft={draft} network={section} />}
            <LockedNote draft={draft} />
          </Stack>
        ) : (
          <div key={section}>
            {publication && (
              <Alert color="indigo" variant="light" mb="lg" title="Esta propiedad está publicada">
                Lo que guardes se verá al instante en su página pública; no se vuelve a publicar en Instagram ni en Facebook.{' '}
                <Anchor component={Link} to={publication} inherit underline="always">
                  Ver publicación
                </Anchor>
              </Alert>
            )}
            <ToolFrame tool={section} access={draft.access} editable={canEditSection(draft.access, section)}>
              {tool}
            </ToolFrame>
          </div>
        )}
      </EditorLayout>
      <UnsavedDialog
        labels={unsaved?.labels ?? null}
        onStay={() => setUnsaved(null)}
        onLeave={() => {
          unsaved?.leave();
          setUnsaved(null);
        }}
      />
      <ExitDialog opened={exitOpened} uploading={photos.sending} onClose={() => setExitOpened(false)} onConfirm={() => navigate(exitTo)} />
      {drafts && (
        <drafts.DeleteDialog
          propertyDraftId={draft.propertyDraftId}
          opened={deleteOpened}
          onClose={() => setDeleteOpened(false)}
          onDeleted={() => navigate(paths.propertyDrafts, { replace: true })}
        />
      )}
      <PublishDialog
        draft={draft}
        uploading={photos.sending}
        failedUploads={photos.failed}
        opened={publishOpened}
        onClose={() => setPublishOpened(false)}
      />
      {activity && <activity.ActivityDrawer propertyDraftId={draft.propertyDraftId} opened={activityOpened} onClose={() => setActivityOpened(false)} />}
    </>
  );
}
