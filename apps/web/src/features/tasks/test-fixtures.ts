import type { Task, TaskAttachment } from '@vitrina/contract/schemas/task';

export const TENANT_ID = '5d0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f61';
export const TASK_ID = '1e0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f63';

export function makeAttachment(overrides: Partial<TaskAttachment> = {}): TaskAttachment {
  return {
    taskMediaId: '2f0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f64',
    fileName: 'contrato.pdf',
    url: '/downloads/2f0c/contrato.pdf?expires=1&signature=a',
    downloadUrl: '/downloads/2f0c/contrato.pdf?expires=1&signature=a&download=1',
    sizeMeasure: 'KB',
    sizeValue: 1.5,
    sizeBytes: 1536,
    extension: 'pdf',
    createdAt: '2025-03-04T15:00:00.000Z',
    ...overrides,
  };
}

export function makeTask(overrides: Partial<Task> = {}): Task {
  return {
    taskId: TASK_ID,
    relationship: 1,
    relationshipId: TENANT_ID,
    agentId: 'agent',
    tenant: { tenantId: TENANT_ID, fullName: 'José Hernández', slug: 'jose-hernandez' },
    title: 'Llamar para la visita',
    description: 'Coordinar la visita al apartamento',
    status: 1,
    priority: 2,
    taskType: { taskTypeId: 1, name: 'Llamada' },
    attachments: [],
    expiredAt: '2025-03-05T03:59:59.000Z',
    createdAt: '2025-03-01T15:00:00.000Z',
    completedAt: null,
    canceledAt: null,
    updatedAt: '2025-03-01T15:00:00.000Z',
    ...overrides,
  };
}
