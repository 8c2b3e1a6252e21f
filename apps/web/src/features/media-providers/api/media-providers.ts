import { useQuery } from '@tanstack/react-query';
import { mediaProvidersQueryOptions } from './media-providers-options';

export { MediaProviderType } from '@vitrina/contract/enums/media-provider';
export type { MediaProvider } from '@vitrina/contract/schemas/media-provider';
export { mediaProvidersKey } from './media-providers-options';

export function useMediaProvidersQuery() {
  return useQuery(mediaProvidersQueryOptions);
}
