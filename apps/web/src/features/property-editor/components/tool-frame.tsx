import { Alert, Skeleton, Text } from '@mantine/core';
import { parseScope, SCOPE_LABELS } from '@vitrina/contract/enums/collaboration';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { Suspense, useId, type ReactNode } from 'react';
import { SaveScope, useSaveTracker } from '../hooks/use-save-tracker';
import { ToolReadOnlyContext } from '../hooks/use-tool-read-only';
import type { Section } from '../lib/completion';
import { NO_SECTION_PERMISSION, READ_ONLY_ACCESS } from '../lib/section-access';
import classes from './editor.module.css';

export const FORBIDDEN_KEPT = 'Tus permisos en esta propiedad cambiaron mientras editabas. Lo que escribiste sigue aquí: no se ha guardado.';

interface ToolFrameProps {
  /** The open tool: what its parts save counts as its own (its header's mark, the menu's). */
  tool: Section;
  access: PropertyDraft['access'];
  /** False when the caller's access does not cover this tool: it shows, disabled, with the reason. */
  editable: boolean;
  children: ReactNode;
}

/** What the caller's access lets them edit, in Spanish: 'Detalles y Multimedia'. */
function allowedAreas(scope: string | null): string {
  const labels = (parseScope(scope ?? '') ?? []).map((s) => SCOPE_LABELS[s]);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} y ${labels[labels.length - 1]}` : (labels[0] ?? '');
}

/**
 * The open tool inside one fieldset that is always there (so a change of access never remounts
 * the tool and loses what was typed): disabled, with the reason above, when the caller may not
 * edit it; a save refused with 403 while editing says so above it.
 */
export function ToolFrame({ tool, access, editable, children }: ToolFrameProps) {
  const { forbidden, dismissForbidden } = useSaveTracker();
  const noteId = useId();
  const readOnly = !editable;
  return (
    <>
      {forbidden && (
        <Alert color="red" variant="light" mb="lg" role="alert" title={forbidden} withCloseButton closeButtonLabel="Cerrar aviso" onClose={dismissForbidden}>
          {FORBIDDEN_KEPT}
        </Alert>
      )}
      {readOnly && (
        <Alert id={noteId} color="gray" variant="light" mb="lg" title={NO_SECTION_PERMISSION}>
          <Text size="sm">
            {access?.permission === 'write' && access.scope ? `Tu invitación te permite editar: ${allowedAreas(access.scope)}.` : READ_ONLY_ACCESS}
          </Text>
        </Alert>
      )}
      <ToolReadOnlyContext value={readOnly}>
        <fieldset disabled={readOnly} className={classes.toolFrame} aria-describedby={readOnly ? noteId : undefined}>
          <SaveScope tool={tool}>
            <Suspense fallback={<Skeleton height={320} role="status" aria-busy="true" aria-label="Cargando herramienta" />}>{children}</Suspense>
          </SaveScope>
        </fieldset>
      </ToolReadOnlyContext>
    </>
  );
}
