import { attachmentKind, type AttachmentKind } from '../lib/attachments';
import {
  IconFile,
  IconFileTypeDocx,
  IconFileTypeJpg,
  IconFileTypePdf,
  IconFileTypePng,
  IconFileTypePpt,
  IconFileTypeXls,
  IconGif,
  IconPhoto,
} from './icons';

const ICONS: Record<AttachmentKind, { Icon: typeof IconFile; color: string }> = {
  pdf: { Icon: IconFileTypePdf, color: 'var(--mantine-color-red-7)' },
  xlsx: { Icon: IconFileTypeXls, color: 'var(--mantine-color-green-7)' },
  jpeg: { Icon: IconFileTypeJpg, color: 'var(--mantine-color-orange-7)' },
  jpg: { Icon: IconFileTypeJpg, color: 'var(--mantine-color-orange-7)' },
  png: { Icon: IconFileTypePng, color: 'var(--mantine-color-cyan-7)' },
  gif: { Icon: IconGif, color: 'var(--mantine-color-grape-7)' },
  webp: { Icon: IconPhoto, color: 'var(--mantine-color-teal-7)' },
  pptx: { Icon: IconFileTypePpt, color: 'var(--mantine-color-orange-8)' },
  docx: { Icon: IconFileTypeDocx, color: 'var(--mantine-color-blue-7)' },
  generic: { Icon: IconFile, color: 'var(--mantine-color-gray-7)' },
};

/** The icon of an attachment by its extension. */
export function AttachmentIcon({ extension, size = 28 }: { extension: string; size?: number }) {
  const kind = attachmentKind(extension);
  const { Icon, color } = ICONS[kind];
  return <Icon size={size} color={color} data-kind={kind} aria-hidden />;
}
