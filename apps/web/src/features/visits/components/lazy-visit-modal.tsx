import { lazy, Suspense } from 'react';
import type { VisitModal as VisitModalType } from './visit-modal';

// The form (date picker, selects, validation) loads when it is first opened, not with the page.
const VisitModal = lazy(() => import('./visit-modal').then((m) => ({ default: m.VisitModal })));

/** 'Agendar visita' / 'Editar visita', its code fetched on first use. */
export function LazyVisitModal(props: Parameters<typeof VisitModalType>[0]) {
  return (
    <Suspense fallback={null}>
      <VisitModal {...props} />
    </Suspense>
  );
}
