/** What a picked file must be before it is sent: its types and its largest size, each with its message. */
export interface FileRule {
  types: readonly string[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
}

/** A size limit as the agent reads it: 20 * 1024 * 1024 → '20 MB'. */
export function megabytes(bytes: number): string {
  return `${bytes / 1024 / 1024} MB`;
}

/** Why the file is refused (the type first, then the size), or null when it may be sent. */
export function refuseFile(file: File, rule: FileRule): string | null {
  if (!rule.types.includes(file.type)) return rule.typeMessage;
  if (file.size > rule.maxBytes) return rule.sizeMessage;
  return null;
}
