import { useRef, type ReactNode } from 'react';

interface FilePickerOptions {
  /** The accepted types, as MIME types. */
  accept: readonly string[];
  /** The hidden input's accessible name ('Elegir imágenes'). */
  label: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * The browser's file dialog behind any button: render `input` once and call `open` from the
 * button. The same file can be picked twice in a row (the input is emptied after each pick).
 */
export function useFilePicker({ accept, label, multiple = false, onFiles }: FilePickerOptions): { open: () => void; input: ReactNode } {
  const ref = useRef<HTMLInputElement>(null);
  const input = (
    <input
      ref={ref}
      type="file"
      hidden
      multiple={multiple}
      accept={accept.join(',')}
      aria-label={label}
      onChange={(e) => {
        onFiles(Array.from(e.currentTarget.files ?? []));
        e.currentTarget.value = '';
      }}
    />
  );
  return { open: () => ref.current?.click(), input };
}
