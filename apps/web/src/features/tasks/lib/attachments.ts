import { formatFileSize, type TaskAttachment } from '@vitrina/contract/schemas/task';

/** The icon family of an attachment by extension (spec 2 §2): pdf, xlsx, jpeg, jpg, png, gif, webp, pptx, docx, generic. */
export type AttachmentKind = 'pdf' | 'xlsx' | 'jpeg' | 'jpg' | 'png' | 'gif' | 'webp' | 'pptx' | 'docx' | 'generic';

const KNOWN: Record<string, AttachmentKind> = {
  pdf: 'pdf',
  xlsx: 'xlsx',
  xls: 'xlsx',
  jpeg: 'jpeg',
  jpg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  pptx: 'pptx',
  ppt: 'pptx',
  docx: 'docx',
  doc: 'docx',
};

export function attachmentKind(extension: string): AttachmentKind {
  return KNOWN[extension.replace(/^\./, '').toLowerCase()] ?? 'generic';
}

/** '512.00 B', '1.50 KB', '2.25 MB'. */
export function attachmentSize(attachment: Pick<TaskAttachment, 'sizeBytes'>): string {
  return formatFileSize(attachment.sizeBytes).text;
}
