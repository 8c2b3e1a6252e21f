import type { Config } from '../../config';
import { localStorage } from './local-driver';
import { s3Storage } from './s3-driver';
import type { Storage } from './storage';

export function createStorage(config: Config['storage']): Storage {
  return config.driver === 's3' ? s3Storage(config) : localStorage(config.dir);
}
