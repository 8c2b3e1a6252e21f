import { useMutation } from '@tanstack/react-query';
import type { Agent } from '@vitrina/contract/schemas/agent';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '@vitrina/contract/paths';

/** PUT /agents/avatar: multipart field `file`; answers the agent. */
export async function uploadAvatar(file: File): Promise<Agent> {
  const body = new FormData();
  body.append('file', file, file.name);
  return (await apiRequest<Agent>(paths.agentAvatar(), { method: 'PUT', body })).data;
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar });
}
