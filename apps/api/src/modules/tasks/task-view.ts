import { formatFileSize, type Task, type TaskAttachment } from '@vitrina/contract/schemas/task';
import { tenantRef } from '../../lib/agent-view';
import type { SignedUrls } from '../../lib/signed-url';
import type { AttachmentRow, TaskJoined } from './tasks.repository';

const LINK_TTL_MS = 24 * 60 * 60 * 1000;

export function toAttachment(a: AttachmentRow, links: SignedUrls): TaskAttachment {
  const size = formatFileSize(a.sizeBytes);
  return {
    taskMediaId: a.id,
    fileName: a.fileName,
    url: links.make(a.id, a.fileName, LINK_TTL_MS),
    downloadUrl: links.make(a.id, a.fileName, LINK_TTL_MS, true),
    sizeMeasure: size.measure,
    sizeValue: size.value,
    sizeBytes: a.sizeBytes,
    extension: a.extension,
    createdAt: a.createdAt.toISOString(),
  };
}

export function toTask(row: TaskJoined, attachments: AttachmentRow[], links: SignedUrls): Task {
  const t = row.task;
  return {
    taskId: t.id,
    relationship: t.relationship,
    relationshipId: t.tenantId,
    agentId: t.agentId,
    tenant: tenantRef(t.tenantId, row.tenantFirstName, row.tenantLastName, row.tenantSlug),
    title: t.title,
    description: t.description,
    status: t.status,
    priority: t.priority,
    taskType: { taskTypeId: t.taskTypeId, name: row.typeName },
    attachments: attachments.filter((a) => a.taskId === t.id).map((a) => toAttachment(a, links)),
    expiredAt: t.expiredAt.toISOString(),
    createdAt: t.createdAt.toISOString(),
    completedAt: t.completedAt?.toISOString() ?? null,
    canceledAt: t.canceledAt?.toISOString() ?? null,
    updatedAt: t.updatedAt.toISOString(),
  };
}
