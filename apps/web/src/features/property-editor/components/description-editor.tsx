import { lazy } from 'react';
import { useToolReadOnly } from '../hooks/use-tool-read-only';
import { loadDescriptionEditor } from './load-description-editor';

const RichTextField = lazy(() => loadDescriptionEditor().then((m) => ({ default: m.RichTextField })));

interface DescriptionEditorProps {
  initialHtml: string;
  onChange: (html: string, visibleLength: number) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The listing's description as rich text, whose code loads on first use (its caller shows a
 * Suspense fallback meanwhile); read-only for a caller who may only look at the tool.
 */
export function DescriptionEditor(props: DescriptionEditorProps) {
  // A tool the caller may only look at: the text shows but does not take typing.
  const readOnly = useToolReadOnly();
  return <RichTextField {...props} readOnly={readOnly} />;
}
